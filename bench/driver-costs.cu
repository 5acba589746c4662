// What the CUDA driver's own calls cost on the host, which libdbgrt's
// memory-cache and launch path are measured against: a stream-ordered
// allocation and its free (cudaMallocAsync, cudaFreeAsync, on the default
// pool set to keep its memory, as libdbgrt sets it), an empty kernel's
// launch, a synchronous 4 KB host-to-device copy, a stream's creation and
// destruction. Three rounds; us per call (per pair for the pairs).
//
//   nvcc -O2 -o driver-costs bench/driver-costs.cu && ./driver-costs
#include <cuda_runtime.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

__global__ void empty(float *p) {
  if (p && threadIdx.x == 999999)
    p[0] = 1;
}

using Clock = std::chrono::steady_clock;
static double us(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::micro>(b - a).count();
}

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemPool_t pool;
  cudaDeviceGetDefaultMemPool(&pool, 0);
  uint64_t keep = ~0ull;
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep);
  const size_t sizes[] = {4096, 65536, 196608, 786432, 3072, 1048576};
  const int n = 20000, copies = 2000;
  std::vector<void *> ptrs(6);
  std::vector<char> host(65536);
  void *d;
  cudaMalloc(&d, 65536);
  for (int round = 0; round < 3; ++round) {
    auto t0 = Clock::now();
    for (int i = 0; i < n; ++i) {
      for (int k = 0; k < 6; ++k)
        cudaMallocAsync(&ptrs[k], sizes[k], s);
      for (int k = 0; k < 6; ++k)
        cudaFreeAsync(ptrs[k], s);
    }
    auto t1 = Clock::now();
    cudaStreamSynchronize(s);
    std::printf("alloc+free pair: %.3f us\n", us(t0, t1) / (n * 6));
    t0 = Clock::now();
    for (int i = 0; i < n; ++i)
      empty<<<1, 32, 0, s>>>(nullptr);
    t1 = Clock::now();
    cudaStreamSynchronize(s);
    std::printf("launch: %.3f us\n", us(t0, t1) / n);
    t0 = Clock::now();
    for (int i = 0; i < copies; ++i)
      cudaMemcpy(d, host.data(), 4096, cudaMemcpyHostToDevice);
    t1 = Clock::now();
    std::printf("sync memcpy HtoD 4KB (idle stream): %.3f us\n",
                us(t0, t1) / copies);
    t0 = Clock::now();
    for (int i = 0; i < copies; ++i) {
      cudaStream_t x;
      cudaStreamCreate(&x);
      cudaStreamDestroy(x);
    }
    t1 = Clock::now();
    std::printf("stream create+destroy: %.3f us\n", us(t0, t1) / copies);
  }
  cudaFree(d);
  return 0;
}
