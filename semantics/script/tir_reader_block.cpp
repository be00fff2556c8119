/// The TIR reader, blocks: `with T.block(name):` (or `T.sblock`), iteration variables
/// (`T.axis.spatial/reduce/S/R`, `T.axis.remap`), `T.where`, `T.reads`/`T.writes` regions,
/// `T.block_attr`, `with T.init():`. A block's header statements may appear anywhere directly in
/// its body; its iteration variables are visible only inside it.
#include <fmt/format.h>

#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::detail {

using py::PyExpr;
using py::PyExprKind;
using py::PyStmt;

Stmt TirReader::read_block(const PyStmt& s, const PyExpr& call, Context ctx) {
  std::string written = describe(*call.items[0]);
  if (!check_call(call, written, 0, 1, sink_)) return nullptr;
  std::string name;
  if (call.items.size() == 2) {
    const PyExpr& arg = *call.items[1];
    if (arg.kind != PyExprKind::kString) {
      error(arg.loc, fmt::format("{} expects a name string, got {}", written, describe(arg)));
      return nullptr;
    }
    name = arg.str;
  }
  // `with T.block("root"):` at function level is the implicit root block written out: its
  // allocations are the function's root allocations.
  if (ctx.level == Level::kFunction && name == "root") return read_body(s.body, {Level::kRoot});
  auto block = std::make_shared<BlockStmt>();
  block->loc = s.loc;
  block->name = std::move(name);
  block->body = read_body(s.body, {Level::kBlock, block.get()});
  seen_.erase(block.get());
  return block;
}

void TirReader::read_axis(const PyStmt& s, const PyExpr& call, Context ctx) {
  std::string name = dotted_name(*call.items[0]);
  std::string written = describe(*call.items[0]);
  IterVar::Kind kind;
  if (name == "T.axis.spatial" || name == "T.axis.S")
    kind = IterVar::Kind::kSpatial;
  else if (name == "T.axis.reduce" || name == "T.axis.R")
    kind = IterVar::Kind::kReduce;
  else {
    error(call.loc, fmt::format("unsupported TIR construct: {}", written));
    return;
  }
  if (ctx.level != Level::kBlock) {
    error(call.loc, fmt::format("{} must be directly inside a block", written));
    return;
  }
  if (!check_call(call, written, 2, 2, sink_)) return;
  const PyExpr& dom = *call.items[1];
  const PyExpr& binding = *call.items[2];
  PrimExpr value = expr(binding);
  if (!value || !require_int(value, binding.loc, "an axis binding")) return;
  DataType dt = value->dtype;
  PrimExpr min, extent;
  if (dom.kind == PyExprKind::kTuple && dom.items.size() == 2) {
    // (begin, end)
    PrimExpr lo = expr_as(*dom.items[0], dt);
    PrimExpr hi = lo ? expr_as(*dom.items[1], dt) : nullptr;
    if (!lo || !hi) return;
    if (lo->dtype != dt || hi->dtype != dt) {
      const PyExpr& bad = lo->dtype != dt ? *dom.items[0] : *dom.items[1];
      PrimExpr b = lo->dtype != dt ? lo : hi;
      error(bad.loc,
            fmt::format("the axis domain is {} but its binding is {}", b->dtype.str(), dt.str()));
      return;
    }
    min = lo;
    extent = extent_of(lo, hi, dom.loc);
  } else {
    extent = expr_as(dom, dt);
    if (!extent) return;
    if (extent->dtype != dt) {
      error(dom.loc, fmt::format("the axis extent is {} but its binding is {}", extent->dtype.str(),
                                 dt.str()));
      return;
    }
    min = make_int(0, dt, dom.loc);
  }
  PrimExpr var = make_var(std::string(s.target->str), dt, s.target->loc);
  ctx.block->iter_vars.push_back({var, min, extent, kind});
  ctx.block->iter_values.push_back(value);
  bind_var(s.target->str, var);
}

void TirReader::read_axis_remap(const PyStmt& s, const PyExpr& call, Context ctx) {
  std::string written = describe(*call.items[0]);
  if (ctx.level != Level::kBlock) {
    error(call.loc, fmt::format("{} must be directly inside a block", written));
    return;
  }
  if (!check_call(call, written, 2, 2, sink_)) return;
  const PyExpr& kinds = *call.items[1];
  const PyExpr& list = *call.items[2];
  if (kinds.kind != PyExprKind::kString) {
    error(kinds.loc, fmt::format("{} expects a kinds string such as \"SSR\", got {}", written,
                                 describe(kinds)));
    return;
  }
  // `iters` of `for iters in T.grid(...)` stands for the list of its loop variables.
  const std::vector<PrimExpr>* tuple = nullptr;
  if (list.kind == PyExprKind::kName) {
    auto it = loop_tuples_.find(std::string(list.str));
    if (it != loop_tuples_.end()) tuple = &it->second;
  }
  if (!tuple && list.kind != PyExprKind::kList && list.kind != PyExprKind::kTuple) {
    error(list.loc,
          fmt::format("{} expects a list of loop variables, got {}", written, describe(list)));
    return;
  }
  const size_t n_values = tuple ? tuple->size() : list.items.size();
  std::vector<const PyExpr*> targets;
  if (s.target->kind == PyExprKind::kTuple) {
    for (const PyExpr* t : s.target->items) targets.push_back(t);
  } else {
    targets.push_back(s.target);
  }
  if (kinds.str.size() != n_values) {
    error(kinds.loc,
          fmt::format("{} has {} kinds for {} bindings", written, kinds.str.size(), n_values));
    return;
  }
  if (targets.size() != n_values) {
    error(s.target->loc,
          fmt::format("{} binds {} values to {} names", written, n_values, targets.size()));
    return;
  }
  std::vector<PrimExpr> vars;
  for (size_t i = 0; i < targets.size(); ++i) {
    const PyExpr& t = *targets[i];
    if (t.kind != PyExprKind::kName) {
      error(t.loc, fmt::format("an axis variable must be a name, got {}", describe(t)));
      return;
    }
    char k = kinds.str[i];
    if (k != 'S' && k != 'R') {
      error(kinds.loc, fmt::format("unknown axis kind '{}' in {} (expected S or R)", k, written));
      return;
    }
    // The binding must be a loop variable: its loop gives the axis its domain.
    const PyExpr* b = tuple ? nullptr : list.items[i];
    PrimExpr loop_var = tuple ? (*tuple)[i] : expr(*b);
    if (!loop_var) return;
    auto loop = loops_.find(loop_var.get());
    if ((b && b->kind != PyExprKind::kName) || loop == loops_.end()) {
      error(b ? b->loc : list.loc, fmt::format("{} binds loop variables; {} is not one", written,
                                               describe(b ? *b : list)));
      return;
    }
    PrimExpr var = make_var(std::string(t.str), loop_var->dtype, t.loc);
    IterVar::Kind kind = k == 'S' ? IterVar::Kind::kSpatial : IterVar::Kind::kReduce;
    ctx.block->iter_vars.push_back({var, loop->second.min, loop->second.extent, kind});
    ctx.block->iter_values.push_back(loop_var);
    vars.push_back(var);
  }
  // Bound after all bindings are read, as in a Python tuple assignment.
  for (size_t i = 0; i < targets.size(); ++i) bind_var(targets[i]->str, vars[i]);
}

void TirReader::read_block_call(const PyExpr& call, std::string_view name, Context ctx) {
  std::string written = describe(*call.items[0]);
  bool is_region = name == "T.reads" || name == "T.writes";
  if (ctx.level == Level::kRoot && is_region) {
    // The root block's regions are implied by its body; TVM prints none.
    std::vector<BufferRegion> ignored;
    read_regions(call, ignored);
    return;
  }
  if (ctx.level != Level::kBlock) {
    error(call.loc, fmt::format("{} must be directly inside a block", written));
    return;
  }
  BlockStmt& block = *ctx.block;
  unsigned bit = name == "T.reads"    ? kSeenReads
                 : name == "T.writes" ? kSeenWrites
                 : name == "T.where"  ? kSeenWhere
                                      : kSeenAttr;
  unsigned& seen = seen_[&block];
  if (seen & bit) {
    error(call.loc, fmt::format("duplicate {} in block \"{}\"", written, block.name));
    return;
  }
  seen |= bit;
  if (is_region) {
    read_regions(call, name == "T.reads" ? block.reads : block.writes);
    return;
  }
  if (!check_call(call, written, 1, 1, sink_)) return;
  const PyExpr& arg = *call.items[1];
  if (name == "T.where") {
    PrimExpr cond = expr(arg);
    if (!cond) return;
    if (!cond->dtype.is_bool()) {
      error(arg.loc, fmt::format("T.where needs a bool condition, got {}", cond->dtype.str()));
      return;
    }
    block.predicate = std::move(cond);
    return;
  }
  if (arg.kind != PyExprKind::kDict) {
    error(arg.loc, fmt::format("{} expects a dict, got {}", written, describe(arg)));
    return;
  }
  AttrValue v = read_attr_value(arg, scope_, sink_);
  for (auto& [key, value] : v.entries) block.annotations.set(key, std::move(value));
}

bool TirReader::read_regions(const PyExpr& call, std::vector<BufferRegion>& out) {
  std::string written = describe(*call.items[0]);
  if (!call.keywords().empty()) {
    error(call.keywords()[0].loc,
          fmt::format("unsupported {} argument '{}'", written, call.keywords()[0].name));
    return false;
  }
  std::vector<const PyExpr*> regions;
  // `T.reads([A[i], B[i]])` is `T.reads(A[i], B[i])`.
  if (call.items.size() == 2 && call.items[1]->kind == PyExprKind::kList) {
    for (const PyExpr* r : call.items[1]->items) regions.push_back(r);
  } else {
    for (size_t i = 1; i < call.items.size(); ++i) regions.push_back(call.items[i]);
  }
  for (const PyExpr* r : regions) {
    auto region = read_region(*r, written);
    if (!region) return false;
    out.push_back(std::move(*region));
  }
  return true;
}

std::optional<BufferRegion> TirReader::read_region(const PyExpr& e, std::string_view written) {
  const PyExpr* base = e.kind == PyExprKind::kSubscript ? e.items[0] : &e;
  if (base->kind != PyExprKind::kName) {
    error(e.loc,
          fmt::format("{} expects buffer regions such as A[i, 0:n], got {}", written, describe(e)));
    return std::nullopt;
  }
  Buffer buf = lookup_buffer(base->str);
  if (!buf) {
    error(base->loc, lookup_var(base->str) ? fmt::format("'{}' is not a buffer", base->str)
                                           : fmt::format("undefined buffer '{}'", base->str));
    return std::nullopt;
  }
  BufferRegion region{buf, {}};
  if (e.kind != PyExprKind::kSubscript) {
    // A bare buffer: all of it.
    for (const PrimExpr& dim : buf->shape)
      region.region.push_back({make_int(0, dim->dtype, e.loc), dim});
    return region;
  }
  std::vector<const PyExpr*> indices;
  for (size_t i = 1; i < e.items.size(); ++i) indices.push_back(e.items[i]);
  if (indices.size() == 1 && indices[0]->kind == PyExprKind::kTuple) {
    const PyExpr* t = indices[0];
    indices.clear();
    for (const auto& item : t->items) indices.push_back(item);
  }
  if (indices.size() != buf->shape.size()) {
    error(e.loc, fmt::format("buffer '{}' has {} dimension{}, indexed with {}", buf->name,
                             buf->shape.size(), buf->shape.size() == 1 ? "" : "s", indices.size()));
    return std::nullopt;
  }
  for (size_t d = 0; d < indices.size(); ++d) {
    const PyExpr& ix = *indices[d];
    if (ix.kind != PyExprKind::kSlice) {
      PrimExpr m = expr(ix);
      if (!m || !require_int(m, ix.loc, "a region index")) return std::nullopt;
      region.region.push_back({m, make_int(1, m->dtype, ix.loc)});
      continue;
    }
    const PyExpr* lo_e = ix.items.size() > 0 ? ix.items[0] : nullptr;
    const PyExpr* hi_e = ix.items.size() > 1 ? ix.items[1] : nullptr;
    if (ix.items.size() > 2 && ix.items[2]) {
      error(ix.items[2]->loc, "a region slice cannot have a step");
      return std::nullopt;
    }
    PrimExpr lo, hi;
    if (lo_e && hi_e) {
      if (!expr_pair(*lo_e, *hi_e, lo, hi)) return std::nullopt;
    } else if (hi_e) {
      hi = expr(*hi_e);
      if (!hi) return std::nullopt;
      lo = make_int(0, hi->dtype, ix.loc);
    } else {
      // `A[i:]` / `A[:]`: up to the dimension's end.
      hi = buf->shape[d];
      lo = lo_e ? expr_as(*lo_e, hi->dtype) : make_int(0, hi->dtype, ix.loc);
      if (!lo) return std::nullopt;
      if (lo->dtype != hi->dtype) {
        error(lo_e->loc,
              fmt::format("mismatched dtypes: {} and {}", lo->dtype.str(), hi->dtype.str()));
        return std::nullopt;
      }
    }
    if (!require_int(hi, ix.loc, "a region bound")) return std::nullopt;
    region.region.push_back({lo, extent_of(lo, hi, ix.loc)});
  }
  return region;
}

void TirReader::read_init(const PyStmt& s, Context ctx) {
  const PyExpr& call = *s.value;
  std::string written = describe(*call.items[0]);
  if (ctx.level != Level::kBlock) {
    error(call.loc, fmt::format("{} must be directly inside a block", written));
    return;
  }
  if (!check_call(call, written, 0, 0, sink_)) return;
  unsigned& seen = seen_[ctx.block];
  if (seen & kSeenInit) {
    error(call.loc, fmt::format("duplicate {} in block \"{}\"", written, ctx.block->name));
    return;
  }
  seen |= kSeenInit;
  ctx.block->init = read_body(s.body, {Level::kNested});
}

} // namespace rxv::sem::detail
