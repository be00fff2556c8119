// Printing Relax expressions in expression position (docs/tvmscript-dialect.md, "Expressions"),
// including the special call forms (call_tir, call_dps_packed, call_packed, call_pure_packed,
// call_inplace_packed).
//
// Three constructs have no TVMScript spelling in expression position; the IR can still hold them
// (ill-formed or not in normal form), and the checker must be able to print them, so they print as
// readable Python expressions that the reader does not accept:
//   - a SeqExpr:  `R.seq(lv := R.add(x, x), gv := lv, gv)` (bindings as assignment expressions,
//                 block boundaries dropped; a MatchCast binds `v := R.match_cast(value, sinfo)`);
//   - an If:      `(t if cond else f)`;
//   - a Function: `(lambda x, y: body)` (annotations, attrs and purity dropped).
#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

/// An ExternFunc printed as a string callee (`R.call_packed("f", ...)`); one with a declared
/// StructInfo prints as `R.ExternFunc("f", sinfo)` to keep it.
bool is_extern_func(const Expr& e) {
  return e && e->kind == ExprKind::kExternFunc && !static_cast<const ExternFuncNode&>(*e).sinfo;
}

const std::string& extern_symbol(const Expr& e) {
  return static_cast<const ExternFuncNode&>(*e).global_symbol;
}

} // namespace

std::string_view ScriptPrinter::var_name(const VarNode* v) { return name_of(v, v->name); }

void ScriptPrinter::op_name(const std::string& name) {
  if (name.compare(0, 6, "relax.") == 0) {
    r_prefix();
    out_.append(name, 6);
  } else {
    out_ += name; // not a Relax operator: its name as it is (TVM does the same)
  }
}

void ScriptPrinter::expr(const Expr& ref, int depth) {
  if (!ref) {
    out_ += "None";
    return;
  }
  if (depth > kMaxNesting) {
    out_ += "...";
    return;
  }
  RulesScope relax_rules(rules_, LiteralRules::kRelax);
  switch (ref->kind) {
  case ExprKind::kConstant: {
    const auto& c = static_cast<const ConstantNode&>(*ref);
    if (!c.dist_sinfo) {
      constant(c.data);
      return;
    }
    // R.dist.const(value, R.DTensor(...)): the value's dtype is the DTensor's.
    std::string text = capture([&] { constant(c.data); });
    size_t last = text.rfind(", \"");
    r_prefix();
    out_ += "dist.const(";
    out_.append(text, 8, last == std::string::npos ? std::string::npos : last - 8);
    out_ += ", ";
    struct_info(c.dist_sinfo, /*sig=*/false, depth + 1);
    out_ += ')';
    return;
  }
  case ExprKind::kTuple: {
    const auto& t = static_cast<const TupleNode&>(*ref);
    if (t.fields.empty()) {
      r_prefix();
      out_ += "tuple()";
      return;
    }
    out_ += '(';
    for (size_t i = 0; i < t.fields.size(); ++i) {
      if (i) out_ += ", ";
      expr(t.fields[i], depth + 1);
    }
    if (t.fields.size() == 1) out_ += ',';
    out_ += ')';
    return;
  }
  case ExprKind::kVar:
  case ExprKind::kDataflowVar: out_ += var_name(static_cast<const VarNode*>(ref.get())); return;
  case ExprKind::kGlobalVar:
    if (in_module_) out_ += "cls.";
    out_ += static_cast<const GlobalVarNode&>(*ref).name;
    return;
  case ExprKind::kShapeExpr: {
    const auto& s = static_cast<const ShapeExprNode&>(*ref);
    r_prefix();
    out_ += "shape([";
    for (size_t i = 0; i < s.values.size(); ++i) {
      if (i) out_ += ", ";
      prim_expr(s.values[i], depth + 1);
    }
    out_ += "])";
    return;
  }
  case ExprKind::kPrimValue:
    r_prefix();
    out_ += "prim_value(";
    prim_expr(static_cast<const PrimValueNode&>(*ref).value, depth + 1);
    out_ += ')';
    return;
  case ExprKind::kStringImm:
    r_prefix();
    out_ += "str(";
    append_quoted(out_, static_cast<const StringImmNode&>(*ref).value);
    out_ += ')';
    return;
  case ExprKind::kDataTypeImm:
    r_prefix();
    out_ += "dtype(";
    append_quoted(out_, static_cast<const DataTypeImmNode&>(*ref).value.str());
    out_ += ')';
    return;
  case ExprKind::kFunction: function_inline(static_cast<const FunctionNode&>(*ref), depth); return;
  case ExprKind::kExternFunc:
    r_prefix();
    out_ += "ExternFunc(";
    append_quoted(out_, extern_symbol(ref));
    if (const StructInfo& s = static_cast<const ExternFuncNode&>(*ref).sinfo) {
      out_ += ", ";
      struct_info(s, false);
    }
    out_ += ')';
    return;
  case ExprKind::kOp: op_name(static_cast<const OpNode&>(*ref).name); return;
  case ExprKind::kCall: call(static_cast<const CallNode&>(*ref), depth); return;
  case ExprKind::kIf: {
    const auto& n = static_cast<const IfNode&>(*ref);
    out_ += '(';
    expr(n.true_branch, depth + 1);
    out_ += " if ";
    expr(n.cond, depth + 1);
    out_ += " else ";
    expr(n.false_branch, depth + 1);
    out_ += ')';
    return;
  }
  case ExprKind::kTupleGetItem: {
    const auto& g = static_cast<const TupleGetItemNode&>(*ref);
    expr(g.tuple, depth + 1);
    out_ += '[';
    append_int(out_, g.index);
    out_ += ']';
    return;
  }
  case ExprKind::kSeqExpr: seq_expr_inline(static_cast<const SeqExprNode&>(*ref), depth); return;
  }
}

namespace {
/// Spellings TVM 0.27's parser needs (printer.h, Dialect): R.layout_transform no longer has axis
/// separator parameters, and an unset dtype attribute is None ("void" it takes literally).
bool is_empty_separators(const std::string& key, const AttrValue& value) {
  return (key == "axis_separators" || key == "input_axis_separators") &&
         value.kind == AttrValue::Kind::kList && value.items.empty();
}
bool is_unset_dtype(const std::string& key, const AttrValue& value) {
  return (key == "dtype" || key == "out_dtype") && value.kind == AttrValue::Kind::kString &&
         value.str == "void";
}
} // namespace

void ScriptPrinter::call_kwargs(const CallNode& c, bool& first, int depth) {
  const bool tvm027 = dialect_ == Dialect::kTvm027;
  for (const auto& [key, value] : c.attrs.entries) {
    if (tvm027 && is_empty_separators(key, value)) continue;
    if (!first) out_ += ", ";
    first = false;
    out_ += key;
    out_ += '=';
    if (tvm027 && is_unset_dtype(key, value))
      out_ += "None";
    else
      attr_value(value, depth + 1);
  }
  if (c.sinfo_args.empty()) return;
  if (!first) out_ += ", ";
  first = false;
  out_ += dialect_ == Dialect::kTvm027 ? "ty_args=(" : "sinfo_args=(";
  for (size_t i = 0; i < c.sinfo_args.size(); ++i) {
    if (i) out_ += ", ";
    struct_info(c.sinfo_args[i], /*sig=*/false, depth + 1);
  }
  if (c.sinfo_args.size() == 1) out_ += ',';
  out_ += ')';
}

void ScriptPrinter::call(const CallNode& c, int depth) {
  const auto* op = as<OpNode>(c.op);
  // call_tir / call_tir_inplace / call_tir_with_grad / call_dps_packed: (callee, args tuple[,
  // tir_vars]) and one output StructInfo, printed as `out_sinfo=` (a list when it is a
  // TupleStructInfo); attrs (inplace_indices, te_grad_name, ...) come between the two.
  if (op && c.sinfo_args.size() == 1) {
    bool tir = op->name == "relax.call_tir" || op->name == "relax.call_tir_inplace" ||
               op->name == "relax.call_tir_with_grad" ||
               op->name == "relax.dist.call_tir_local_view";
    // call_py_func(func_name, args, out_sinfo): the name is a string (a StringImm).
    bool py =
        op->name == "relax.call_py_func" && c.args.size() == 2 && as<StringImmNode>(c.args[0]);
    bool dps = op->name == "relax.call_dps_packed" || py;
    if ((tir && (c.args.size() == 2 || c.args.size() == 3)) || (dps && c.args.size() == 2)) {
      // call_tir with DTensor outputs is TVM's R.dist.call_tir.
      const StructInfo& o = c.sinfo_args[0];
      bool dist =
          op->name == "relax.call_tir" &&
          (as<DTensorSInfo>(o) || (as<TupleSInfo>(o) && !as<TupleSInfo>(o)->fields.empty() &&
                                   as<DTensorSInfo>(as<TupleSInfo>(o)->fields[0])));
      op_name(dist ? "relax.dist.call_tir" : op->name);
      out_ += '(';
      if (py)
        append_quoted(out_, as<StringImmNode>(c.args[0])->value);
      else if (dps && is_extern_func(c.args[0]))
        append_quoted(out_, extern_symbol(c.args[0]));
      else
        expr(c.args[0], depth + 1);
      out_ += ", ";
      expr(c.args[1], depth + 1);
      out_ += dialect_ == Dialect::kTvm027 ? ", out_ty=" : ", out_sinfo=";
      const StructInfo& out = c.sinfo_args[0];
      // A list is a TupleStructInfo, except that `[A]` reads as A: one field prints as R.Tuple(A).
      const auto* tuple = as<TupleSInfo>(out);
      if (tuple && tuple->fields.size() != 1) {
        out_ += '[';
        for (size_t i = 0; i < tuple->fields.size(); ++i) {
          if (i) out_ += ", ";
          struct_info(tuple->fields[i], /*sig=*/false, depth + 1);
        }
        out_ += ']';
      } else {
        struct_info(out, /*sig=*/false, depth + 1);
      }
      for (const auto& [key, value] : c.attrs.entries) { // e.g. inplace_indices
        out_ += ", ";
        out_ += key;
        out_ += '=';
        attr_value(value, depth + 1);
      }
      if (c.args.size() == 3) {
        out_ += ", tir_vars=";
        expr(c.args[2], depth + 1);
      }
      out_ += ')';
      return;
    }
  }
  if (op && op->name == "relax.hint_on_device" && c.args.size() == 1 &&
      c.attrs.find("device_type") && c.attrs.find("index")) {
    hint_on_device(c, depth);
    return;
  }
  bool first = true;
  // call_pure_packed and call_inplace_packed take their callee as the first argument, written as
  // a string as for call_packed.
  bool string_callee =
      op && (op->name == "relax.call_pure_packed" || op->name == "relax.call_inplace_packed");
  if (op) {
    op_name(op->name);
    out_ += '(';
  } else if (is_extern_func(c.op)) {
    r_prefix();
    out_ += "call_packed(";
    append_quoted(out_, extern_symbol(c.op));
    first = false;
  } else {
    expr(c.op, depth + 1);
    out_ += '(';
  }
  // An op whose Python order of arguments differs from the Call's prints in the Python order.
  const std::vector<size_t>* order = op ? python_arg_order(op->name) : nullptr;
  const bool reordered = order && order->size() == c.args.size();
  for (size_t k = 0; k < c.args.size(); ++k) {
    size_t i = reordered ? (*order)[k] : k;
    if (!first) out_ += ", ";
    first = false;
    if (i == 0 && string_callee && is_extern_func(c.args[0]))
      append_quoted(out_, extern_symbol(c.args[0]));
    else
      expr(c.args[i], depth + 1);
  }
  call_kwargs(c, first, depth);
  out_ += ')';
}

} // namespace rxv::sem::print_detail

namespace rxv::sem {
const std::vector<size_t>* python_arg_order(std::string_view op) {
  // attention_var_len(queries, keys, values, seqstart_q, max_seqlen_q, seqstart_k, max_seqlen_k);
  // the op's arguments are (q, k, v, seqstart_q, seqstart_k, max_seqlen_q, max_seqlen_k).
  static const std::vector<size_t> kAttentionVarLen = {0, 1, 2, 3, 5, 4, 6};
  if (op == "relax.nn.attention_var_len") return &kAttentionVarLen;
  return nullptr;
}
} // namespace rxv::sem

namespace rxv::sem::print_detail {

void ScriptPrinter::hint_on_device(const CallNode& c, int depth) {
  // TVM's form: the Device its function takes, then the memory scope.
  op_name("relax.hint_on_device");
  out_ += '(';
  expr(c.args[0], depth + 1);
  out_ += ", ";
  r_prefix();
  out_ += "device(device_type=";
  attr_value(*c.attrs.find("device_type"), depth + 1);
  out_ += ", index=";
  attr_value(*c.attrs.find("index"), depth + 1);
  out_ += ')';
  if (const AttrValue* scope = c.attrs.find("memory_scope")) {
    out_ += ", ";
    attr_value(*scope, depth + 1);
  }
  out_ += ')';
}

void ScriptPrinter::seq_expr_inline(const SeqExprNode& s, int depth) {
  r_prefix();
  out_ += "seq(";
  for (const auto& block : s.blocks) {
    for (const auto& b : block.bindings) {
      out_ += b.var ? define_name(b.var.get(), b.var->name) : std::string_view("_");
      out_ += " := ";
      if (b.is_match_cast) {
        r_prefix();
        out_ += "match_cast(";
        expr(b.value, depth + 1);
        out_ += ", ";
        struct_info(b.match_sinfo, /*sig=*/false, depth + 1);
        out_ += ')';
      } else {
        expr(b.value, depth + 1);
      }
      out_ += ", ";
    }
  }
  expr(s.body, depth + 1);
  out_ += ')';
}

void ScriptPrinter::function_inline(const FunctionNode& f, int depth) {
  out_ += "(lambda";
  if (!raw_names_) names_.push_scope();
  for (size_t i = 0; i < f.params.size(); ++i) {
    out_ += i ? ", " : " ";
    const Var& p = f.params[i];
    out_ += p ? define_name(p.get(), p->name) : std::string_view("_");
  }
  out_ += ": ";
  expr(f.body, depth + 1);
  out_ += ')';
  if (!raw_names_) names_.pop_scope();
}

} // namespace rxv::sem::print_detail
