//===- AsyncRuntime.cpp - LLVM-free MLIR async runtime --------------------===//
//
// The mlirAsyncRuntime* entry points that convert-async-to-llvm calls
// (declared in mlir/ExecutionEngine/AsyncRuntime.h), without LLVM: Debian's
// libmlir_async_runtime.so links libLLVM, which dbg's executables must not
// need.
//
// Unlike upstream's runtime, which hands ready coroutines to a thread pool,
// this one resumes them on the thread that makes them ready. Programs keep
// their meaning (every await still waits for its token) and run in one
// deterministic order, which is what a debugging build wants: a fault in an
// async.execute region happens at the same place on every run.
//
// Reference counts follow upstream: tokens and values start at 2 (the
// caller's reference and the producer's, dropped when it emplaces them),
// groups at 1.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/AsyncRuntime.h"

#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

using namespace mlir::runtime;

namespace {

class RefCounted {
public:
  explicit RefCounted(int64_t count) : refCount(count) {}
  virtual ~RefCounted() = default;
  void addRef(int64_t count = 1) { refCount.fetch_add(count); }
  void dropRef(int64_t count = 1) {
    if (refCount.fetch_sub(count) == count)
      delete this;
  }

private:
  std::atomic<int64_t> refCount;
};

enum class State { Unavailable, Available, Error };

/// A token or value: a state that becomes terminal once, and the callbacks
/// waiting for it.
class Awaitable : public RefCounted {
public:
  using RefCounted::RefCounted;

  /// Runs `awaiter` now if the state is terminal, else when it becomes so.
  void onReady(std::function<void()> awaiter) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (state == State::Unavailable) {
        awaiters.push_back(std::move(awaiter));
        return;
      }
    }
    awaiter();
  }

  void wait() {
    std::unique_lock<std::mutex> lock(mutex);
    ready.wait(lock, [this] { return state != State::Unavailable; });
  }

  /// Makes the state terminal, runs the awaiters outside the lock, and drops
  /// the producer's reference.
  void settle(State terminal) {
    std::vector<std::function<void()>> run;
    {
      std::lock_guard<std::mutex> lock(mutex);
      state = terminal;
      run.swap(awaiters);
    }
    ready.notify_all();
    for (auto &awaiter : run)
      awaiter();
    dropRef();
  }

  bool isError() {
    std::lock_guard<std::mutex> lock(mutex);
    return state == State::Error;
  }

private:
  std::mutex mutex;
  std::condition_variable ready;
  State state = State::Unavailable;
  std::vector<std::function<void()>> awaiters;
};

} // namespace

struct mlir::runtime::AsyncToken : public Awaitable {
  AsyncToken() : Awaitable(2) {}
};

struct mlir::runtime::AsyncValue : public Awaitable {
  explicit AsyncValue(int64_t size) : Awaitable(2), storage(size) {}
  std::vector<std::byte> storage;
};

struct mlir::runtime::AsyncGroup : public RefCounted {
  explicit AsyncGroup(int64_t size) : RefCounted(1), pending(size) {}

  void tokenReady(bool error) {
    if (error)
      errors.fetch_add(1);
    if (pending.fetch_sub(1) != 1)
      return;
    std::vector<std::function<void()>> run;
    {
      std::lock_guard<std::mutex> lock(mutex);
      run.swap(awaiters);
    }
    ready.notify_all();
    for (auto &awaiter : run)
      awaiter();
  }

  void onReady(std::function<void()> awaiter) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (pending.load() != 0) {
        awaiters.push_back(std::move(awaiter));
        return;
      }
    }
    awaiter();
  }

  void wait() {
    std::unique_lock<std::mutex> lock(mutex);
    ready.wait(lock, [this] { return pending.load() == 0; });
  }

  std::atomic<int64_t> pending;
  std::atomic<int64_t> errors{0};
  std::atomic<int64_t> rank{0};
  std::mutex mutex;
  std::condition_variable ready;
  std::vector<std::function<void()>> awaiters;
};

extern "C" {

void mlirAsyncRuntimeAddRef(RefCountedObjPtr ptr, int64_t count) {
  static_cast<RefCounted *>(ptr)->addRef(count);
}

void mlirAsyncRuntimeDropRef(RefCountedObjPtr ptr, int64_t count) {
  static_cast<RefCounted *>(ptr)->dropRef(count);
}

AsyncToken *mlirAsyncRuntimeCreateToken() { return new AsyncToken(); }

AsyncValue *mlirAsyncRuntimeCreateValue(int64_t size) {
  return new AsyncValue(size);
}

AsyncGroup *mlirAsyncRuntimeCreateGroup(int64_t size) {
  return new AsyncGroup(size);
}

int64_t mlirAsyncRuntimeAddTokenToGroup(AsyncToken *token, AsyncGroup *group) {
  int64_t rank = group->rank.fetch_add(1);
  group->addRef();
  token->onReady([token, group] {
    group->tokenReady(token->isError());
    group->dropRef();
  });
  return rank;
}

void mlirAsyncRuntimeEmplaceToken(AsyncToken *token) {
  token->settle(State::Available);
}

void mlirAsyncRuntimeEmplaceValue(AsyncValue *value) {
  value->settle(State::Available);
}

void mlirAsyncRuntimeSetTokenError(AsyncToken *token) {
  token->settle(State::Error);
}

void mlirAsyncRuntimeSetValueError(AsyncValue *value) {
  value->settle(State::Error);
}

bool mlirAsyncRuntimeIsTokenError(AsyncToken *token) {
  return token->isError();
}

bool mlirAsyncRuntimeIsValueError(AsyncValue *value) {
  return value->isError();
}

bool mlirAsyncRuntimeIsGroupError(AsyncGroup *group) {
  return group->errors.load() > 0;
}

void mlirAsyncRuntimeAwaitToken(AsyncToken *token) { token->wait(); }

void mlirAsyncRuntimeAwaitValue(AsyncValue *value) { value->wait(); }

void mlirAsyncRuntimeAwaitAllInGroup(AsyncGroup *group) { group->wait(); }

ValueStorage mlirAsyncRuntimeGetValueStorage(AsyncValue *value) {
  return value->storage.data();
}

void mlirAsyncRuntimeExecute(CoroHandle handle, CoroResume resume) {
  resume(handle);
}

void mlirAsyncRuntimeAwaitTokenAndExecute(AsyncToken *token, CoroHandle handle,
                                          CoroResume resume) {
  token->onReady([handle, resume] { resume(handle); });
}

void mlirAsyncRuntimeAwaitValueAndExecute(AsyncValue *value, CoroHandle handle,
                                          CoroResume resume) {
  value->onReady([handle, resume] { resume(handle); });
}

void mlirAsyncRuntimeAwaitAllInGroupAndExecute(AsyncGroup *group,
                                               CoroHandle handle,
                                               CoroResume resume) {
  group->onReady([handle, resume] { resume(handle); });
}

int64_t mlirAsyncRuntimGetNumWorkerThreads() { return 1; }

void mlirAsyncRuntimePrintCurrentThreadId() {
  std::printf("Current thread id: %zu\n",
              std::hash<std::thread::id>()(std::this_thread::get_id()));
  std::fflush(stdout);
}

} // extern "C"
