// The five kernels of bench/checks.mlir in CUDA C++, with the same sizes,
// launch shapes and timing, for the comparison with NVIDIA's memory checks
// (bench/checks.sh twins-run): plain, built with CUDA 13.1's compile-time
// memcheck (nvcc -fdevice-sanitize=memcheck) where the toolkit has it, and
// under compute-sanitizer's memcheck.
//
//   checks-twins [ITERS]   each kernel launched ITERS times (default 20)
//                          back to back after a warm-up, timed on the host
//                          around the launches and one final wait; prints
//                          one line per kernel: its name and the mean time
//                          of one launch in microseconds.
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

namespace {

constexpr int kStream = 16777216;
constexpr int kReduce = 4096;
constexpr int kMatmul = 1024;
constexpr int kStencil = 4096;

__global__ void stream(const float *a, const float *b, float *out, float s) {
  int i = blockIdx.x * 256 + threadIdx.x;
  out[i] = a[i] * s + b[i];
}

__global__ void reduce(const float *a, float *out) {
  int j = blockIdx.x * 128 + threadIdx.x;
  float sum = 0;
  for (int r = 0; r < kReduce; ++r)
    sum += a[r * kReduce + j];
  out[j] = sum;
}

__global__ void matmul(const float *a, const float *b, float *c) {
  int col = blockIdx.x * 16 + threadIdx.x, row = blockIdx.y * 16 + threadIdx.y;
  float sum = 0;
  for (int k = 0; k < kMatmul; ++k)
    sum += a[row * kMatmul + k] * b[k * kMatmul + col];
  c[row * kMatmul + col] = sum;
}

__global__ void tiled(const float *a, const float *b, float *c) {
  __shared__ float ta[16][16], tb[16][16];
  int tx = threadIdx.x, ty = threadIdx.y;
  int col = blockIdx.x * 16 + tx, row = blockIdx.y * 16 + ty;
  float sum = 0;
  for (int t = 0; t < kMatmul; t += 16) {
    ta[ty][tx] = a[row * kMatmul + t + tx];
    tb[ty][tx] = b[(t + ty) * kMatmul + col];
    __syncthreads();
    for (int k = 0; k < 16; ++k)
      sum += ta[ty][k] * tb[k][tx];
    __syncthreads();
  }
  c[row * kMatmul + col] = sum;
}

__global__ void stencil(const float *in, float *out) {
  int j = blockIdx.x * 32 + threadIdx.x, i = blockIdx.y * 8 + threadIdx.y;
  if (i < 1 || i >= kStencil - 1 || j < 1 || j >= kStencil - 1)
    return;
  float s = in[i * kStencil + j] + in[(i - 1) * kStencil + j] +
            in[(i + 1) * kStencil + j] + in[i * kStencil + j - 1] +
            in[i * kStencil + j + 1];
  out[i * kStencil + j] = s * 0.2f;
}

__global__ void fill(float *buf, float value) {
  buf[blockIdx.x * 256 + threadIdx.x] = value;
}

void check(cudaError_t status, const char *what) {
  if (status == cudaSuccess)
    return;
  std::fprintf(stderr, "checks-twins: %s: %s\n", what,
               cudaGetErrorString(status));
  std::exit(1);
}

/// Launches `launch` once, then `iters` times, and prints `name` and the
/// mean time of one of those launches in microseconds.
template <typename Launch> void time(const char *name, int iters,
                                     Launch launch) {
  launch();
  check(cudaDeviceSynchronize(), name);
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i)
    launch();
  check(cudaDeviceSynchronize(), name);
  std::chrono::duration<double, std::micro> elapsed =
      std::chrono::steady_clock::now() - start;
  std::printf("%s %.3f\n", name, elapsed.count() / iters);
}

} // namespace

int main(int argc, char **argv) {
  int iters = argc > 1 ? std::atoi(argv[1]) : 20;
  float *a, *b, *c;
  for (float **buffer : {&a, &b, &c}) {
    check(cudaMalloc(buffer, kStream * sizeof(float)), "cudaMalloc");
    fill<<<kStream / 256, 256>>>(*buffer, 1.0f);
  }
  check(cudaDeviceSynchronize(), "fill");
  time("stream", iters,
       [&] { stream<<<kStream / 256, 256>>>(a, b, c, 2.0f); });
  time("reduce", iters, [&] { reduce<<<kReduce / 128, 128>>>(a, c); });
  time("matmul", iters, [&] {
    matmul<<<dim3(kMatmul / 16, kMatmul / 16), dim3(16, 16)>>>(a, b, c);
  });
  time("tiled", iters, [&] {
    tiled<<<dim3(kMatmul / 16, kMatmul / 16), dim3(16, 16)>>>(a, b, c);
  });
  time("stencil", iters, [&] {
    stencil<<<dim3(kStencil / 32, kStencil / 8), dim3(32, 8)>>>(a, c);
  });
  check(cudaGetLastError(), "launch");
  return 0;
}
