// The TVMScript printer: module layout, header lines and the public entry points.
// The forms printed are those of docs/tvmscript-dialect.md; each concept lives in its own file:
// print_prim_expr.cpp (PrimExpr and literals), print_struct_info.cpp (StructInfo, attribute values,
// constants), print_relax_expr.cpp and print_relax.cpp (Relax), print_tir.cpp (PrimFuncs),
// print_names.cpp (unique names).
#include "semantics/script/printer.h"

#include <algorithm>

#include "semantics/script/printer_impl.h"

namespace rxv::sem {
namespace print_detail {
std::string_view ScriptPrinter::name_of(const void* key, std::string_view hint) {
  if (raw_names_) return hint;
  return names_.define_root(key, hint);
}

std::string_view ScriptPrinter::define_name(const void* key, std::string_view hint) {
  if (raw_names_) return hint;
  return names_.define(key, hint);
}

void ScriptPrinter::close_suite(size_t start) {
  if (out_.size() != start) return;
  begin_line();
  out_ += "pass";
  end_line();
}

namespace {

// The bindings of a Relax function's own blocks (not nested ones): the sizes of its blocks.
size_t top_level_bindings(const GlobalFunc& f) {
  size_t bindings = 0;
  if (const auto* seq = f.relax ? as<SeqExprNode>(f.relax->body) : nullptr)
    for (const auto& block : seq->blocks) bindings += block.bindings.size();
  return bindings;
}

// Room for the text when the caller gives no size: about 128 bytes per top-level binding (a
// printed binding with its annotation is 60-120). Growing the string instead copies it about
// log2(size) times, into fresh pages once it is megabytes long: a sixth of printing's cache
// misses at 10^5 bindings (issue 19, item 1). Unwritten room costs no memory.
size_t estimated_bytes(const IRModule& mod) {
  size_t bindings = 0;
  for (const auto& f : mod.functions) bindings += top_level_bindings(f);
  return 128 * bindings + 4096;
}

} // namespace

void ScriptPrinter::module(const IRModule& mod, size_t reserve_bytes) {
  module_name_ = mod.name.empty() ? "Module" : mod.name;
  in_module_ = !mod.lone_function;
  // Functions sorted by name, as TVM prints them; stable so that duplicates keep source order.
  std::vector<const GlobalFunc*> fns;
  fns.reserve(mod.functions.size());
  for (const auto& f : mod.functions) fns.push_back(&f);
  std::stable_sort(fns.begin(), fns.end(),
                   [](const GlobalFunc* a, const GlobalFunc* b) { return a->name < b->name; });

  std::string body;
  body.reserve(reserve_bytes ? reserve_bytes : estimated_bytes(mod));
  if (!mod.lone_function) {
    body = "@I.ir_module\nclass ";
    body += module_name_;
    body += ":\n";
    indent_ = 1;
  }
  out_ = std::move(body);
  size_t start = out_.size();
  if (!mod.lone_function && !mod.attrs.empty()) {
    begin_line();
    out_ += "I.module_attrs(";
    attrs_dict(mod.attrs);
    out_ += ')';
    end_line();
  }
  if (!mod.lone_function && !mod.global_infos.empty()) {
    global_infos_ = &mod.global_infos;
    begin_line();
    out_ += "I.module_global_infos(";
    attrs_dict(mod.global_infos);
    out_ += ')';
    end_line();
  }
  bool first = true;
  for (const GlobalFunc* f : fns) {
    if (!first) end_line();
    first = false;
    // Each global function has its own names; nested functions share their enclosing one's.
    names_ = NameTable(f->relax ? top_level_bindings(*f) + f->relax->params.size() : 0);
    declared_shape_vars_.clear();
    cls_visible_ = false;
    if (f->relax) {
      relax_function(f->name, *f->relax, FuncPlace::kModule);
    } else if (f->tir) {
      prim_func(f->name, *f->tir);
    } else {
      begin_line();
      out_ += "# ";
      out_ += f->name;
      out_ += ": a GlobalFunc with no function";
      end_line();
    }
  }
  if (!mod.lone_function) close_suite(start);

  std::string header;
  if (!mod.lone_function) header += "# from tvm.script import ir as I\n";
  if (uses_tir_) header += "# from tvm.script import tir as T\n";
  if (uses_relax_) header += "# from tvm.script import relax as R\n";
  if (!header.empty()) header += '\n';
  out_.insert(0, header);
}

} // namespace print_detail

std::optional<Dialect> parse_dialect(std::string_view name) {
  if (name == "classic" || name == "tvm-0.23") return Dialect::kClassic;
  if (name == "tvm-0.27") return Dialect::kTvm027;
  return std::nullopt;
}

std::string print_module(const IRModule& mod, const PrintOptions& options) {
  print_detail::ScriptPrinter p(/*raw_names=*/false);
  p.dialect_ = options.dialect;
  p.module(mod, options.reserve_bytes);
  return p.take();
}

std::string print_struct_info(const StructInfo& sinfo, const IRModule* mod) {
  print_detail::ScriptPrinter p(/*raw_names=*/true);
  p.in_module_ = true;
  if (mod) p.global_infos_ = &mod->global_infos;
  p.struct_info(sinfo, /*sig=*/false);
  return p.take();
}

std::string print_prim_expr(const PrimExpr& e) {
  print_detail::ScriptPrinter p(/*raw_names=*/true);
  p.prim_expr(e);
  return p.take();
}

std::string print_expr(const Expr& e) {
  print_detail::ScriptPrinter p(/*raw_names=*/true);
  p.in_module_ = true;
  p.expr(e);
  return p.take();
}

} // namespace rxv::sem
