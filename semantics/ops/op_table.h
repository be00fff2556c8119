#pragma once
/// The op table (DESIGN.md, "One op table"): one entry per Relax operator, keyed by its name
/// ("relax.add"), holding its attributes, StructInfo rule and purity side by side. Entries are
/// defined in semantics/ops/<family>.cpp, each family registering itself from one function listed
/// in op_table.cpp (explicit calls, not static initializers, so no entry is lost to the linker).
/// Later layers add to the same entries: the interpreter its reference kernel, backends/halide its
/// lowering, fuzz/ its generation spec.
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/ir/expr.h"
#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"
#include "semantics/value/kernel.h"

namespace rxv::sem {

/// The kind of value an attribute takes (checked by check_op_call); code reads the value with
/// read_attr<T> (op_attrs.h).
enum class AttrType {
  kBool,
  kInt,
  kFloat,
  kString,
  kDType,
  kIntList,
  kOptionalBool,
  kOptionalInt,
  kOptionalIntList,
  kPrimExprList,
  kAny
};

/// One keyword attribute of an op: its name, type and whether it may be omitted.
struct AttrSpec {
  std::string name;
  AttrType type = AttrType::kAny;
  bool required = false;
};

/// What a StructInfo rule sees and reports through.
class OpInferContext {
public:
  OpInferContext(const IRModule* mod, Arith& arith, DiagnosticSink& sink, SourceLoc loc)
      : mod_(mod), arith_(arith), sink_(sink), loc_(loc) {}
  /// The module, for ops that look at PrimFuncs (call_tir); may be null.
  const IRModule* module() const { return mod_; }
  Arith& arith() { return arith_; }
  SourceLoc loc() const { return loc_; }
  /// An error in the op's use (ids `SI-op` unless the rule says otherwise). The rule then returns
  /// the most precise StructInfo it still can (ObjectStructInfo if nothing else), so that inference
  /// goes on and reports later errors too.
  void error(std::string message, std::string rule = "SI-op") {
    sink_.error(loc_, std::move(message), std::move(rule));
  }
  /// A warning: the call needs a run-time check (a Possibly answer), e.g. matmul's undecided
  /// reduction dimension.
  void warning(std::string message, std::string rule = "SI-op") {
    sink_.warning(loc_, std::move(message), std::move(rule));
  }

private:
  const IRModule* mod_;
  Arith& arith_;
  DiagnosticSink& sink_;
  SourceLoc loc_;
};

/// The StructInfo rule: the call (its attrs and sinfo_args) and the StructInfo of each argument.
using InferRule = std::function<StructInfo(
    const CallNode& call, const std::vector<StructInfo>& arg_sinfo, OpInferContext& ctx)>;

struct OpDef {
  std::string name; ///< "relax.add"
  /// "binary", "unary", "builtin", ...: the defining file semantics/ops/<family>.cpp, which
  /// OpTable::get() sets from the registering family (op_families.h); every layer files the op
  /// under the same name (backends/halide/ops_<family>.cpp, fuzz/ops_<family>.cpp).
  std::string family;
  int min_args = 0, max_args = 0; ///< positional Relax arguments; max_args -1 = variadic
  std::vector<AttrSpec> attrs;    ///< keyword attributes, in TVM's printing order
  bool pure = true;               ///< false for print, assert_op, invoke_closure, ...
  /// Safe on any call: OpTable::add wraps it so that a call of the wrong arity gives
  /// ObjectStructInfo (unreported: check_op_call reports it) and null argument StructInfo reads as
  /// ObjectStructInfo.
  InferRule infer;
  /// TVM's dist.FInferStructInfo: the rule when an argument is a DTensor (distributed Relax).
  /// Empty: the generic sharding propagation of dist_infer.h, which knows the ops TVM gives such
  /// a rule and rejects the others as TVM does.
  InferRule dist_infer;
  /// The reference kernel (semantics/value/kernel.h); empty until the op has one.
  Kernel kernel;
  std::string doc; ///< one line: what it computes, when it errors

  // Facts other layers act on, read here instead of matching op names.
  /// call_tir, call_tir_inplace, call_tir_with_grad: argument 0 is a PrimFunc's GlobalVar,
  /// called destination-passing style on the Tuple in argument 1 (and the tir_vars of argument
  /// 2) with fresh outputs of the call's out_sinfo. What LegalizeOps turns ops into; translation
  /// validation takes its out_sinfo as a claim about the op it replaces.
  bool call_tir_like = false;
  /// The argument whose integer zero elements make the call fail (DivisionByZero): an error that
  /// depends on the values, not the shapes (divide, floor_divide, floor_mod: argument 1). The
  /// Halide backend checks it before a pipeline runs, since Halide's division never fails.
  /// -1: none.
  int divisor_arg = -1;
  /// Whether the kernel reads the contents of its tensor arguments: the interpreter then fails
  /// the call (Uninitialized) when one holds an element nothing has written (Tensor::undef).
  /// False for ops that only look at shapes or pass tensors on (allocation, shape_of, kill_*)
  /// and for calls whose callee reads element by element (call_tir: the TIR interpreter checks
  /// each load).
  bool reads_contents = true;
  /// Its TVMScript signature, the parameter list of its function in TVM's python/tvm/relax/op/
  /// ("data, alpha=0.01"; op_signature.h). Ops written before this field have their line in
  /// op_signature.cpp's table instead; an op has one or the other.
  std::string signature;
};

/// The registry. Families add entries with `add` (built with OpBuilder, op_helpers.h); lookups are
/// by full name.
class OpTable {
public:
  /// The process-wide table with every family registered (built on first use, thread-safe).
  static const OpTable& get();

  void add(OpDef def);
  const OpDef* find(std::string_view name) const;
  const std::vector<OpDef>& ops() const { return ops_; }

private:
  /// Hashes std::string and std::string_view alike, so find() needs no temporary string.
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::string family_; ///< the family now registering (OpTable::get)
  std::vector<OpDef> ops_;
  std::unordered_map<std::string, size_t, NameHash, std::equal_to<>> index_; ///< name -> ops_
};

/// Checks a call's arity and keyword attributes against `def` (unknown or missing attributes,
/// values of the wrong type); reports through `ctx`. Returns false on any error.
bool check_op_call(const OpDef& def, const CallNode& call, OpInferContext& ctx);

/// The StructInfo of a call of `def`: check_op_call, then the rule on `arg_sinfo` (one per
/// argument; a null entry reads as ObjectStructInfo). ObjectStructInfo when the check fails, so
/// that a rule only ever sees calls of the right arity with well-typed attributes.
StructInfo infer_op_call(const OpDef& def, const CallNode& call,
                         const std::vector<StructInfo>& arg_sinfo, OpInferContext& ctx);

} // namespace rxv::sem
