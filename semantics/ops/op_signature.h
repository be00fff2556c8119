#pragma once
/// An op's TVMScript signature: TVMScript op calls are Python calls of the functions in TVM's
/// python/tvm/relax/op/, so `R.sum(x, [0], True)` and `R.sum(x, axis=[0], keepdims=True)` are one
/// call. The signature lists the function's parameters in Python order; a parameter whose name is
/// one of the op's attributes (OpDef::attrs) is a keyword attribute of the Call, any other is a
/// Relax argument, in order (or at the Call position `@N` names, where TVM's Python order differs
/// from the C++ op's). The texts are written from TVM's Python API, one per op: in the op's
/// entry (OpDef::signature) or, for the ops written before that field, in op_signature.cpp's
/// table; a unit test checks them against the op table in both directions.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rxv::sem {

/// One parameter of an op's Python signature.
struct OpParam {
  std::string name;
  bool is_attr = false;  ///< a Call attribute (named in OpDef::attrs), else a Relax argument
  bool variadic = false; ///< `*args`: takes the remaining positional arguments
  /// Python's default as written (`None`, `0`, `(1, 1)`, `"NCHW"`); nullopt when the parameter
  /// is required. An omitted Relax argument whose default is None is left out of the Call (TVM's
  /// functions pass it on as absent); any other default is passed as if written.
  std::optional<std::string> default_text;
  /// A Python tuple or list here is a ShapeExpr (TVM converts it so for its `shape` parameters);
  /// other Relax arguments convert as TVMScript does (an int is a PrimValue, a list a Tuple).
  bool to_shape = false;
  /// A Python Device (`R.device(2, 0)`, `tvm.cuda(0)`) that the op keeps as its two attributes
  /// device_type and index (`dst_vdevice: Device`; hint_on_device).
  bool to_device = false;
  /// The parameter whose value this one takes when omitted or None (`seqstart_k=seqstart_q`:
  /// TVM's function assigns it so); empty for none.
  std::string default_from;
  /// Where this Relax argument goes among the Call's arguments (`max_seqlen_q@5`), when TVM's
  /// Python order differs from the C++ op's; -1: the next position.
  int call_slot = -1;
};

/// The parameters of one op, in Python order.
struct OpSignature {
  std::string op; ///< "relax.sum"
  std::vector<OpParam> params;
  /// For each Relax argument in Python order, its index among the Call's arguments; empty when
  /// the orders agree. Set from the params' call_slot (a permutation; the parser checks it).
  std::vector<size_t> call_order;
};

/// The signature of `op` ("relax.sum"), or null for an op with none: one the reader reads with
/// its own form (call_tir, call_dps_packed, call_packed, call_pure_packed, ...) or one unknown.
/// Built on first use from op_signature.cpp and the op table (for which parameters are
/// attributes); thread-safe.
const OpSignature* op_signature(std::string_view op);

/// The ops that have a signature text in the table, for the completeness test.
std::vector<std::string> ops_with_signatures();

/// Parses a signature text ("x, axis=None, *args, dtype='float32'") with `attr_names` marking the
/// attributes; `name: Expr` forces a Relax argument where an attribute has the same name, and
/// `name: Shape` a Relax argument that converts a Python tuple or list to a ShapeExpr.
/// Returns nullopt on a malformed text (a bug in the table; the unit test reads them all).
std::optional<OpSignature> parse_op_signature(std::string_view op, std::string_view text,
                                              const std::vector<std::string>& attr_names);

} // namespace rxv::sem
