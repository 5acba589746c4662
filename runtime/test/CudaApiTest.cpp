//===- CudaApiTest.cpp - the driver tables of CudaApi.def and HipApi.def --===//

#include "Cuda/CudaApi.h"
#include "Hip/HipApi.h"

#include <gtest/gtest.h>

using namespace dbgrt;

TEST(CudaApi, NamesEveryErrorItListsAndKnowsTheAsynchronousOnes) {
  EXPECT_STREQ(cuda::knownErrorName(0), "CUDA_SUCCESS");
  EXPECT_STREQ(cuda::knownErrorName(4), "CUDA_ERROR_DEINITIALIZED");
  EXPECT_STREQ(cuda::knownErrorName(700), "CUDA_ERROR_ILLEGAL_ADDRESS");
  EXPECT_STREQ(cuda::knownErrorName(999), "CUDA_ERROR_UNKNOWN");
  EXPECT_EQ(cuda::knownErrorName(12345), nullptr);
  // Faults of a running kernel surface later and kill the context.
  for (int code : {700, 702, 710, 714, 715, 716, 717, 718, 719})
    EXPECT_TRUE(cuda::isAsyncExecutionError(code)) << code;
  for (int code : {0, 1, 2, 100, 200, 701, 999, 12345})
    EXPECT_FALSE(cuda::isAsyncExecutionError(code)) << code;
}

TEST(HipApi, KnowsTheAsynchronousErrors) {
  for (int code : {700, 702, 710, 719})
    EXPECT_TRUE(hip::isAsyncExecutionError(code)) << code;
  for (int code : {0, 1, 2, 100, 701, 999})
    EXPECT_FALSE(hip::isAsyncExecutionError(code)) << code;
}
