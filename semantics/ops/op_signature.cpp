// The TVMScript signatures of the ops (op_signature.h): the table of Python parameter lists (and
// the OpDef::signature of ops that carry their own), its parser and the lookup. Each line is the
// parameter list of the function in TVM's python/tvm/relax/op/ (read from v0.23.0 and the newest
// release; where they differ, the union, newer parameters last) with the type annotations dropped.
// Which parameters are attributes comes from the op table, so a line only says what Python says.
#include "semantics/ops/op_signature.h"

#include <algorithm>
#include <map>
#include <utility>

#include "semantics/ops/op_table.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

namespace {

// Ops the reader reads with a form of its own (semantics/script/relax_reader_expr.cpp) have no
// line here: call_tir, call_tir_inplace, call_tir_with_grad, call_dps_packed, call_pure_packed,
// call_inplace_packed.
constexpr std::pair<const char*, const char*> kSignatures[] = {
    // base.py
    {"shape_of", "expr"},
    {"null_value", ""},
    {"print", "*values, format=''"},
    {"assert_op", "condition, *format_args, format=''"},
    {"make_closure", "func, args"},
    {"invoke_closure", "closure, args"},
    {"tensor_to_shape", "expr"},
    {"shape_to_tensor", "expr"},
    // unary.py
    {"abs", "x"},
    {"negative", "x"},
    {"exp", "x"},
    {"log", "x"},
    {"sqrt", "x"},
    {"rsqrt", "x"},
    {"sin", "x"},
    {"cos", "x"},
    {"tanh", "x"},
    {"sigmoid", "x"},
    {"erf", "x"},
    {"floor", "x"},
    {"ceil", "x"},
    {"round", "x"},
    {"sign", "x"},
    {"square", "x"},
    {"logical_not", "x"},
    {"isnan", "x"},
    {"isinf", "x"},
    {"clip", "x, min, max"},
    // binary.py
    {"add", "x1, x2"},
    {"subtract", "x1, x2"},
    {"multiply", "x1, x2"},
    {"divide", "x1, x2"},
    {"floor_divide", "x1, x2"},
    {"floor_mod", "x1, x2"},
    {"power", "x1, x2"},
    {"maximum", "x1, x2"},
    {"minimum", "x1, x2"},
    {"equal", "x1, x2"},
    {"not_equal", "x1, x2"},
    {"less", "x1, x2"},
    {"less_equal", "x1, x2"},
    {"greater", "x1, x2"},
    {"greater_equal", "x1, x2"},
    {"logical_and", "x1, x2"},
    {"logical_or", "x1, x2"},
    // search.py, set.py
    {"where", "condition, x1, x2"},
    {"argmax", "x, axis=None, keepdims=False"},
    {"argmin", "x, axis=None, keepdims=False"},
    {"unique",
     "x, sorted=True, return_index=False, return_inverse=False, return_counts=False, axis=None"},
    {"nonzero", "x"},
    // statistical.py
    {"sum", "x, axis=None, keepdims=False"},
    {"mean", "x, axis=None, keepdims=False"},
    {"max", "x, axis=None, keepdims=False"},
    {"min", "x, axis=None, keepdims=False"},
    {"prod", "x, axis=None, keepdims=False"},
    {"cumsum", "data, axis=None, dtype=None, exclusive=False"},
    // create.py, datatype.py
    {"zeros", "shape, dtype"},
    {"ones", "shape, dtype"},
    {"full", "shape, fill_value, dtype=None"},
    {"zeros_like", "x, dtype=None"},
    {"ones_like", "x, dtype=None"},
    {"full_like", "x, fill_value, dtype=None"},
    // arange(end) means arange(0, end): the reader applies TVM's swap (relax_reader_op_call.cpp).
    {"arange", "start, end=None, step=1, dtype=None"},
    // k is a Relax PrimValue argument in TVM's functions; rxv also reads the older attribute k=.
    {"tril", "x, k: Expr=0"},
    {"triu", "x, k: Expr=0"},
    {"astype", "x, dtype"},
    // linear_algebra.py
    {"matmul", "x1, x2, out_dtype=None"},
    // index.py
    {"strided_slice", "x, axes, begin, end, strides=None, assume_inbound=False"},
    {"take", "x, indices, axis=None, mode='fast'"},
    // manipulate.py
    {"concat", "tensors, axis=0"},
    {"split", "x, indices_or_sections, axis=0"},
    {"tile", "data, repeats"},
    {"repeat", "data, repeats, axis=None"},
    {"flip", "data, axis"},
    {"layout_transform",
     "x, index_map, pad_value=None, axis_separators=None, input_axis_separators=None"},
    {"reshape", "x, shape"},
    {"permute_dims", "x, axes=None"},
    {"expand_dims", "x, axis"},
    {"squeeze", "x, axis=None"},
    {"flatten", "x"},
    {"broadcast_to", "x, shape"},
    // nn/nn.py
    {"nn.relu", "data"},
    {"nn.gelu", "data"},
    {"nn.silu", "data"},
    {"nn.softmax", "data, axis=-1"},
    {"nn.log_softmax", "data, axis=-1"},
    {"nn.layer_norm", "data, gamma, beta, axes, epsilon=1e-05, center=True, scale=True"},
    {"nn.batch_norm",
     "data, gamma, beta, moving_mean, moving_var, axis, epsilon=1e-05, center=True, scale=True, "
     "momentum=0.1, training=True"},
    {"nn.conv2d", "data, weight, strides=(1, 1), padding=(0, 0), dilation=(1, 1), groups=1, "
                  "data_layout='NCHW', kernel_layout='OIHW', out_layout=None, out_dtype=None"},
    {"nn.max_pool2d",
     "data, pool_size=(1, 1), strides=(1, 1), padding=(0, 0), dilation=(1, 1), ceil_mode=False, "
     "count_include_pad=False, layout='NCHW', out_layout=None"},
    {"nn.avg_pool2d",
     "data, pool_size=(1, 1), strides=(1, 1), padding=(0, 0), dilation=(1, 1), ceil_mode=False, "
     "count_include_pad=False, layout='NCHW', out_layout=None"},
    {"nn.adaptive_avg_pool2d", "data, output_size=None, layout='NCHW', out_layout=None"},
    // builtin/builtin.py, memory/memory.py, vm/vm.py, grad/grad.py
    {"builtin.alloc_tensor", "shape, dtype, runtime_device_index, storage_scope='global'"},
    {"memory.alloc_storage", "size, virtual_device_index, storage_scope, dtype"},
    {"memory.alloc_tensor", "storage, offset, shape, dtype, runtime_device_ind=0"},
    {"memory.kill_storage", "storage"},
    {"memory.kill_tensor", "tensor"},
    {"vm.alloc_storage", "shape, runtime_device_index, dtype, storage_scope='global'"},
    {"vm.alloc_tensor", "storage, offset, shape, dtype, runtime_device_ind=0"},
    {"vm.kill_object", "obj"},
    {"grad.start_checkpoint", "input"},
    {"grad.end_checkpoint", "input"},
    {"grad.no_grad", "input"},
};

/// Splits at top-level commas (defaults such as `(1, 1)` hold commas of their own).
std::vector<std::string_view> split_params(std::string_view text) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? text[i] : ',';
    if (c == '(' || c == '[') ++depth;
    if (c == ')' || c == ']') --depth;
    if (c == ',' && depth == 0) {
      out.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

struct Registry {
  std::map<std::string, OpSignature, std::less<>> by_op;
};

const Registry& registry() {
  static const Registry r = [] {
    Registry reg;
    const OpTable& table = OpTable::get();
    for (const auto& [short_name, text] : kSignatures) {
      std::string op = std::string("relax.") + short_name;
      const OpDef* def = table.find(op);
      if (!def) continue; // the completeness test reports it
      std::vector<std::string> attrs;
      for (const AttrSpec& a : def->attrs) attrs.push_back(a.name);
      auto sig = parse_op_signature(op, text, attrs);
      RXV_ASSERT(sig) << "malformed signature of " << op << ": " << text;
      reg.by_op.emplace(op, std::move(*sig));
    }
    for (const OpDef& def : table.ops()) {
      if (def.signature.empty()) continue;
      std::vector<std::string> attrs;
      for (const AttrSpec& a : def.attrs) attrs.push_back(a.name);
      auto sig = parse_op_signature(def.name, def.signature, attrs);
      RXV_ASSERT(sig) << "malformed signature of " << def.name << ": " << def.signature;
      RXV_ASSERT(reg.by_op.emplace(def.name, std::move(*sig)).second)
          << def.name << " has a signature line and an OpDef::signature";
    }
    return reg;
  }();
  return r;
}

} // namespace

std::optional<OpSignature> parse_op_signature(std::string_view op, std::string_view text,
                                              const std::vector<std::string>& attr_names) {
  OpSignature sig;
  sig.op = std::string(op);
  if (trim(text).empty()) return sig;
  for (std::string_view raw : split_params(text)) {
    std::string_view p = trim(raw);
    OpParam param;
    if (!p.empty() && p.front() == '*') {
      param.variadic = true;
      p.remove_prefix(1);
    }
    size_t eq = p.find('=');
    if (eq != std::string_view::npos) {
      param.default_text = std::string(trim(p.substr(eq + 1)));
      p = trim(p.substr(0, eq));
    }
    // `k: Expr`: a Relax argument even though the op also takes an attribute of that name (an
    // older spelling rxv still reads, e.g. tril's k). `size: Shape`: a Relax argument that a
    // Python tuple or list converts to a ShapeExpr, as parameters named `shape` do. `d: Device`:
    // a Python Device, kept as the attributes device_type and index.
    bool force_relax = false, force_shape = false;
    if (size_t colon = p.find(':'); colon != std::string_view::npos) {
      std::string_view type = trim(p.substr(colon + 1));
      if (type == "Device") {
        param.to_device = true;
      } else {
        if (type != "Expr" && type != "Shape") return std::nullopt;
        force_relax = true;
        force_shape = type == "Shape";
      }
      p = trim(p.substr(0, colon));
    }
    // `name@N`: the Relax argument's position among the Call's arguments.
    if (size_t at = p.find('@'); at != std::string_view::npos) {
      std::string_view slot = trim(p.substr(at + 1));
      if (slot.empty() || slot.size() > 2) return std::nullopt;
      int n = 0;
      for (char c : slot) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
      }
      param.call_slot = n;
      p = trim(p.substr(0, at));
    }
    if (p.empty() || (param.variadic && param.default_text)) return std::nullopt;
    for (char c : p)
      if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
        return std::nullopt;
    param.name = std::string(p);
    param.is_attr = !force_relax && !param.to_device &&
                    std::find(attr_names.begin(), attr_names.end(), param.name) != attr_names.end();
    param.to_shape = force_shape || (!param.is_attr && param.name == "shape");
    for (const OpParam& seen : sig.params) {
      if (seen.name == param.name || (seen.variadic && param.variadic)) return std::nullopt;
      // A default naming an earlier parameter takes its value (Python's `if x is None: x = y`).
      if (param.default_text && *param.default_text == seen.name) {
        if (seen.is_attr || param.is_attr) return std::nullopt;
        param.default_from = seen.name;
        param.default_text = "None";
      }
    }
    sig.params.push_back(std::move(param));
  }
  // The Call's order of the Relax arguments, where `@N` reorders them: a permutation.
  bool reordered = false;
  size_t relax_count = 0;
  for (const OpParam& p : sig.params) {
    if (p.variadic && p.call_slot >= 0) return std::nullopt;
    if (!p.is_attr && !p.to_device && !p.variadic) ++relax_count;
    reordered = reordered || p.call_slot >= 0;
  }
  if (reordered) {
    std::vector<bool> taken(relax_count, false);
    size_t next = 0;
    for (const OpParam& p : sig.params) {
      if (p.is_attr || p.to_device) continue;
      if (p.variadic) return std::nullopt;
      size_t slot = p.call_slot >= 0 ? size_t(p.call_slot) : next;
      if (slot >= relax_count || taken[slot]) return std::nullopt;
      taken[slot] = true;
      sig.call_order.push_back(slot);
      ++next;
    }
  }
  return sig;
}

const OpSignature* op_signature(std::string_view op) {
  const auto& m = registry().by_op;
  auto it = m.find(op);
  return it == m.end() ? nullptr : &it->second;
}

std::vector<std::string> ops_with_signatures() {
  std::vector<std::string> out;
  for (const auto& entry : kSignatures) out.push_back(std::string("relax.") + entry.first);
  for (const OpDef& def : OpTable::get().ops())
    if (!def.signature.empty()) out.push_back(def.name);
  return out;
}

} // namespace rxv::sem
