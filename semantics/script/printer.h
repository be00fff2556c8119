#pragma once
/// The TVMScript printer: canonical text in the classic spelling (DESIGN.md, "The input language").
/// Canonical means print(read(print(m))) == print(m) byte for byte, and read(print(m)) is
/// structurally equal to m. Variable names are made unique per function (x, x_1, ...) so the text
/// reads back to the same bindings.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir/module.h"

namespace rxv::sem {

/// The spelling of a printed module. kClassic reads back in rxv and in TVM up to 0.24. kTvm027 is
/// what TVM 0.27's parser takes (and the v0.25+ spelling TVM prints): `out_ty=` for `out_sinfo=`,
/// `ty_args=` for `sinfo_args=`, an op's unset dtype as `None` (0.27 takes "void" literally), no
/// empty `axis_separators` (no longer parameters of R.layout_transform), and blocks as
/// `T.sblock` in `@T.prim_func(s_tir=True)`.
enum class Dialect : uint8_t { kClassic, kTvm027 };

/// "tvm-0.23" (or "classic") / "tvm-0.27"; nullopt for any other name.
std::optional<Dialect> parse_dialect(std::string_view name);

struct PrintOptions {
  Dialect dialect = Dialect::kClassic;
  /// Bytes to reserve for the text at the start. A caller that knows about how long it will be
  /// (`rxv print`: twice its input, which costs nothing where it is not written) saves the
  /// copies of a growing string: the old and the new buffer alive together were most of
  /// printing's peak memory on a large module (bench/RESULTS.md, "rxv without libHalide"). 0:
  /// the printer estimates it from the number of top-level bindings.
  size_t reserve_bytes = 0;
};

std::string print_module(const IRModule& mod, const PrintOptions& options = {});
/// A single StructInfo annotation, e.g. `R.Tensor((n, 4), dtype="float32")` (for diagnostics).
/// With `mod`, a DTensor's device mesh prints by its global-info name ("mesh[0]") when `mod`
/// declares it, as inside the module; else as an R.device_mesh(...).
std::string print_struct_info(const StructInfo& sinfo, const IRModule* mod = nullptr);
/// A single PrimExpr, e.g. `n * 4 + 1` (for diagnostics).
std::string print_prim_expr(const PrimExpr& e);
/// A Relax expression as it would appear on a binding's right-hand side (for diagnostics).
std::string print_expr(const Expr& e);
/// For an op whose TVM Python function orders its Relax arguments differently from the op
/// (attention_var_len), the Call position of each argument in Python order, as its signature's
/// `@N` says (semantics/ops/op_signature.cpp; this layer sits below the op table, and a unit test
/// keeps the two equal); null for every other op, printed in the Call's order.
const std::vector<size_t>* python_arg_order(std::string_view op);

} // namespace rxv::sem
