#pragma once
/// PackedFuncs: functions outside Relax, called by name through ExternFunc, call_packed,
/// call_pure_packed and call_dps_packed. The registry holds rxv's built-ins (for tests and users:
/// identity, an in-place add, a print that records to the effect trace, a data-dependent unique,
/// ...) and whatever a C++ user registers.
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "semantics/value/kernel.h"

namespace rxv::sem {

/// A PackedFunc receives its evaluated arguments (tensors alias the caller's: an in-place
/// function mutates them and records a "mutate" effect) and returns a value or an EvalError.
using PackedFunc = std::function<EvalOr<Value>(const std::vector<Value>& args, KernelContext& ctx)>;

class PackedFuncRegistry {
public:
  /// The built-ins (built on first use, thread-safe).
  static const PackedFuncRegistry& builtins();
  /// Registers `fn` under `name`, replacing an earlier entry. `doc`: one line for --help.
  void add(std::string name, PackedFunc fn, std::string doc = "");
  /// Registers the lowered form of an op that records the op's effects itself (TVM's
  /// `relax.run.print` for R.print): a call of it adds no "call" effect, so that the op and its
  /// lowering leave the same effect trace.
  void add_op_lowering(std::string name, PackedFunc fn, std::string doc = "");
  const PackedFunc* find(std::string_view name) const;
  /// Whether `name` was registered with add_op_lowering.
  bool is_op_lowering(std::string_view name) const;
  std::vector<std::string> names() const;

private:
  struct Entry {
    PackedFunc fn;
    std::string doc;
    bool op_lowering = false;
  };
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, Entry, NameHash, std::equal_to<>> entries_;
};

} // namespace rxv::sem
