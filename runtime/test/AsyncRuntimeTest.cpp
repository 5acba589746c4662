//===- AsyncRuntimeTest.cpp - the LLVM-free mlirAsyncRuntime* API ---------===//
//
// The calls convert-async-to-llvm emits, in the orders it emits them:
// tokens, values and groups, awaited directly or by a resumed coroutine.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/AsyncRuntime.h"

#include <gtest/gtest.h>

#include <cstring>
#include <thread>
#include <vector>

using namespace mlir::runtime;

namespace {

/// A coroutine stand-in: resuming it appends its id to `order`.
struct Coro {
  int id;
  std::vector<int> *order;
};
void resume(void *handle) {
  auto *coro = static_cast<Coro *>(handle);
  coro->order->push_back(coro->id);
}

TEST(AsyncRuntime, TokenResumesItsAwaiterWhenEmplaced) {
  std::vector<int> order;
  Coro coro{1, &order};
  AsyncToken *token = mlirAsyncRuntimeCreateToken();
  mlirAsyncRuntimeAwaitTokenAndExecute(token, &coro, resume);
  EXPECT_TRUE(order.empty());
  mlirAsyncRuntimeEmplaceToken(token);
  EXPECT_EQ(order, std::vector<int>{1});
  EXPECT_FALSE(mlirAsyncRuntimeIsTokenError(token));
  // Awaiting a ready token resumes at once.
  Coro again{2, &order};
  mlirAsyncRuntimeAwaitTokenAndExecute(token, &again, resume);
  EXPECT_EQ(order, (std::vector<int>{1, 2}));
  mlirAsyncRuntimeDropRef(token, 1);
}

TEST(AsyncRuntime, BlockingAwaitWaitsForAnotherThread) {
  AsyncToken *token = mlirAsyncRuntimeCreateToken();
  std::thread producer([token] { mlirAsyncRuntimeEmplaceToken(token); });
  mlirAsyncRuntimeAwaitToken(token);
  producer.join();
  EXPECT_FALSE(mlirAsyncRuntimeIsTokenError(token));
  mlirAsyncRuntimeDropRef(token, 1);
}

TEST(AsyncRuntime, ValueStorageCarriesTheResult) {
  AsyncValue *value = mlirAsyncRuntimeCreateValue(sizeof(int64_t));
  int64_t result = 42;
  std::memcpy(mlirAsyncRuntimeGetValueStorage(value), &result, sizeof(result));
  mlirAsyncRuntimeEmplaceValue(value);
  mlirAsyncRuntimeAwaitValue(value);
  int64_t read = 0;
  std::memcpy(&read, mlirAsyncRuntimeGetValueStorage(value), sizeof(read));
  EXPECT_EQ(read, 42);
  mlirAsyncRuntimeDropRef(value, 1);
}

TEST(AsyncRuntime, ErrorsPropagateToTokensValuesAndGroups) {
  AsyncToken *good = mlirAsyncRuntimeCreateToken();
  AsyncToken *bad = mlirAsyncRuntimeCreateToken();
  AsyncGroup *group = mlirAsyncRuntimeCreateGroup(2);
  EXPECT_EQ(mlirAsyncRuntimeAddTokenToGroup(good, group), 0);
  EXPECT_EQ(mlirAsyncRuntimeAddTokenToGroup(bad, group), 1);
  mlirAsyncRuntimeEmplaceToken(good);
  mlirAsyncRuntimeSetTokenError(bad);
  mlirAsyncRuntimeAwaitAllInGroup(group);
  EXPECT_TRUE(mlirAsyncRuntimeIsTokenError(bad));
  EXPECT_TRUE(mlirAsyncRuntimeIsGroupError(group));

  AsyncValue *value = mlirAsyncRuntimeCreateValue(4);
  mlirAsyncRuntimeSetValueError(value);
  EXPECT_TRUE(mlirAsyncRuntimeIsValueError(value));
  for (RefCountedObjPtr object :
       {static_cast<void *>(good), static_cast<void *>(bad),
        static_cast<void *>(value)})
    mlirAsyncRuntimeDropRef(object, 1);
  mlirAsyncRuntimeDropRef(group, 1);
}

TEST(AsyncRuntime, GroupResumesOnceEveryTokenIsReady) {
  std::vector<int> order;
  Coro coro{7, &order};
  AsyncToken *a = mlirAsyncRuntimeCreateToken();
  AsyncToken *b = mlirAsyncRuntimeCreateToken();
  AsyncGroup *group = mlirAsyncRuntimeCreateGroup(2);
  mlirAsyncRuntimeAddTokenToGroup(a, group);
  mlirAsyncRuntimeAddTokenToGroup(b, group);
  mlirAsyncRuntimeAwaitAllInGroupAndExecute(group, &coro, resume);
  mlirAsyncRuntimeEmplaceToken(a);
  EXPECT_TRUE(order.empty());
  mlirAsyncRuntimeEmplaceToken(b);
  EXPECT_EQ(order, std::vector<int>{7});
  EXPECT_FALSE(mlirAsyncRuntimeIsGroupError(group));
  mlirAsyncRuntimeDropRef(a, 1);
  mlirAsyncRuntimeDropRef(b, 1);
  mlirAsyncRuntimeDropRef(group, 1);
}

TEST(AsyncRuntime, ExecuteRunsOnTheCallingThread) {
  std::vector<int> order;
  Coro coro{3, &order};
  mlirAsyncRuntimeExecute(&coro, resume);
  EXPECT_EQ(order, std::vector<int>{3});
  EXPECT_EQ(mlirAsyncRuntimGetNumWorkerThreads(), 1);
}

} // namespace
