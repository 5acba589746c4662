// What a NaN/Inf scan of a small buffer after each dispatch costs, by
// mechanism, in plain CUDA (no dbg): a one-thread dispatch then
// cudaStreamSynchronize, 2000 times, alone ("base") and followed in its
// stream by a one-block scan kernel (256 threads or one warp, its result in
// mapped host memory or in device memory) or by a copy to pinned host memory
// scanned on the host. Prints, over 21 interleaved rounds, the median time
// per dispatch and the median of the per-round differences with the base.
// libdbgrt's limit for scanning on the host (ScanSlots::kHostScanMaxBytes,
// GpuBackend.h) comes from it.
//
//   nvcc -O2 -arch=sm_90 bench/scan-mechanisms.cu -o scan-mechanisms
//   ./scan-mechanisms [BYTES]        (default 1024)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

__global__ void touch(float *p) { p[0] = 1.0f; }

__global__ void scan256(const uint32_t *data, uint64_t words, uint64_t *out) {
  __shared__ uint32_t count;
  __shared__ unsigned long long first;
  uint32_t n = 0;
  uint64_t f = ~0ull;
  for (uint64_t k = threadIdx.x; k < words; k += blockDim.x) {
    uint32_t w = data[k];
    if ((w & 0x7F800000u) == 0x7F800000u) {
      n++;
      f = min(f, k);
    }
  }
  if (threadIdx.x == 0) {
    count = 0;
    first = ~0ull;
  }
  __syncthreads();
  if (n) {
    atomicAdd(&count, n);
    atomicMin(&first, (unsigned long long)f);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    out[0] = count;
    out[1] = first;
  }
}

__global__ void scanWarp(const uint32_t *data, uint64_t words, uint64_t *out) {
  uint32_t n = 0;
  uint64_t f = ~0ull;
  for (uint64_t k = threadIdx.x; k < words; k += 32) {
    uint32_t w = data[k];
    if ((w & 0x7F800000u) == 0x7F800000u) {
      n++;
      f = min(f, k);
    }
  }
  for (int o = 16; o; o >>= 1) {
    n += __shfl_down_sync(~0u, n, o);
    uint64_t g = __shfl_down_sync(~0u, f, o);
    f = min(f, g);
  }
  if (threadIdx.x == 0) {
    out[0] = n;
    out[1] = f;
  }
}

using clk = std::chrono::steady_clock;
int main(int argc, char **argv) {
  size_t bytes = argc > 1 ? atoi(argv[1]) : 1024;
  float *small;
  cudaMalloc(&small, bytes);
  cudaMemset(small, 0, bytes);
  uint64_t *outH, *outD;
  cudaHostAlloc(&outH, 64, cudaHostAllocMapped);
  cudaHostGetDevicePointer(&outD, outH, 0);
  uint64_t *outDev;
  cudaMalloc(&outDev, 64);
  uint32_t *stage;
  cudaHostAlloc(&stage, bytes, 0);
  uint64_t words = bytes / 4;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  const int iters = 2000;
  auto run = [&](int mode) {
    auto t0 = clk::now();
    for (int i = 0; i < iters; ++i) {
      touch<<<1, 1, 0, s>>>(small);
      if (mode == 1)
        scan256<<<1, 256, 0, s>>>((uint32_t *)small, words, outD);
      if (mode == 2)
        scanWarp<<<1, 32, 0, s>>>((uint32_t *)small, words, outD);
      if (mode == 3)
        cudaMemcpyAsync(stage, small, bytes, cudaMemcpyDeviceToHost, s);
      if (mode == 4)
        scan256<<<1, 256, 0, s>>>((uint32_t *)small, words, outDev);
      if (mode == 5)
        scanWarp<<<1, 32, 0, s>>>((uint32_t *)small, words, outDev);
      cudaStreamSynchronize(s);
      if (mode == 3) {
        uint32_t n = 0;
        for (uint64_t k = 0; k < words; ++k)
          n += (stage[k] & 0x7F800000u) == 0x7F800000u;
        outH[0] = n;
      }
    }
    return std::chrono::duration<double, std::micro>(clk::now() - t0).count() /
           iters;
  };
  const char *names[] = {"base",
                         "scan256-mapped",
                         "scanwarp-mapped",
                         "memcpy-d2h-hostscan",
                         "scan256-devmem",
                         "scanwarp-devmem"};
  std::vector<std::vector<double>> t(6);
  for (int m = 0; m < 6; ++m)
    run(m);
  for (int r = 0; r < 21; ++r)
    for (int m = 0; m < 6; ++m)
      t[m].push_back(run(m));
  std::vector<double> diffs;
  for (int m = 0; m < 6; ++m) {
    std::vector<double> d;
    for (int r = 0; r < 21; ++r)
      d.push_back(t[m][r] - t[0][r]);
    std::sort(d.begin(), d.end());
    std::vector<double> a = t[m];
    std::sort(a.begin(), a.end());
    printf("%-22s median %.2f us/dispatch, +%.2f us over base (quartiles %.2f "
           "%.2f)\n",
           names[m], a[10], d[10], d[5], d[15]);
  }
}
