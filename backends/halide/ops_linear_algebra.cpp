// Halide lowering of relax.matmul (semantics/ops/linear_algebra.cpp): numpy matmul with 1-D
// promotion and broadcast batch dims; the reduction lengths are checked at run time. Operands are
// converted to the result dtype (out_dtype, else the lhs's) and accumulated in its compute type
// (float16 in float32, rounded once; integers wrap). The CPU schedule packs the rhs per strip of
// 2 vectors of columns (contiguous along k), then tiles the strip's output in blocks of 6 rows x
// 2 vectors accumulated in registers along k, parallel over strips. The order of the additions
// along k is the plain one, so results do not depend on the schedule.
#include "backends/halide/lowering.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// Rows of the register tile: 6 rows x 2 vectors of accumulators, plus two vectors of the rhs
/// and one broadcast of the lhs, fit the 16 vector registers of AVX2.
constexpr int kRows = 6;

LowerResult lower_matmul(const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext& ctx) {
  const LTensor* a = tensor_arg(args, 0);
  const LTensor* b = tensor_arg(args, 1);
  if (!a || !b || a->ndim() == 0 || b->ndim() == 0)
    return std::string("matmul needs two tensors of rank >= 1");
  DataType dt = dtype_attr(call, "out_dtype").value_or(a->dtype);
  if (dt.is_bool()) return std::string("bool matmul is left to the interpreter");
  Halide::Type ct = *compute_type(dt);
  bool a_vec = a->ndim() == 1, b_vec = b->ndim() == 1;
  Expr m = a_vec ? Expr(1) : a->shape[a->ndim() - 2];
  Expr k = a->shape[a->ndim() - 1];
  Expr kb = b_vec ? b->shape[0] : b->shape[b->ndim() - 2];
  Expr n = b_vec ? Expr(1) : b->shape[b->ndim() - 1];
  ctx.require(k == kb, "the reduction lengths differ");
  std::vector<Expr> batch_a(a->shape.begin(), a->shape.end() - (a_vec ? 1 : 2));
  std::vector<Expr> batch_b(b->shape.begin(), b->shape.end() - (b_vec ? 1 : 2));
  std::vector<Expr> batch = broadcast_shape({batch_a, batch_b}, ctx);
  int nb = static_cast<int>(batch.size());

  // The full (batch..., m, n) product, then the promoted dims dropped.
  auto bv = make_vars(nb, "b");
  Halide::Var mi("m"), ni("n");
  Halide::RDom r(0, k, "k");
  auto a_at = [&](Expr row) {
    std::vector<Expr> idx;
    size_t off = batch.size() - batch_a.size();
    for (size_t d = 0; d < batch_a.size(); ++d)
      idx.push_back(Halide::select(batch_a[d] == 1, 0, Expr(bv[off + d])));
    if (!a_vec) idx.push_back(row);
    idx.push_back(r);
    return convert(a->dtype, dt, a->at(idx));
  };
  // The rhs as a Func of (column, k, batch...): the CPU schedule packs it.
  Halide::Var kv("kk");
  Halide::Func rhs = fresh_func("relax.matmul_rhs");
  {
    std::vector<Expr> idx;
    size_t off = batch.size() - batch_b.size();
    for (size_t d = 0; d < batch_b.size(); ++d)
      idx.push_back(Halide::select(batch_b[d] == 1, 0, Expr(bv[off + d])));
    idx.push_back(kv);
    if (!b_vec) idx.push_back(ni);
    std::vector<Halide::Var> rv = {ni, kv};
    for (int d = nb - 1; d >= 0; --d) rv.push_back(bv[d]);
    rhs(rv) = convert(b->dtype, dt, b->at(idx));
  }
  auto b_at = [&](Expr col) {
    std::vector<Expr> idx = {col, r};
    for (int d = nb - 1; d >= 0; --d) idx.push_back(bv[d]);
    return rhs(idx);
  };
  Halide::Func prod = fresh_func("relax.matmul_acc");
  std::vector<Halide::Var> pv = {ni, mi};
  for (int d = nb - 1; d >= 0; --d) pv.push_back(bv[d]);
  std::vector<Expr> pe(pv.begin(), pv.end());
  prod(pv) = Halide::Internal::make_zero(ct);
  prod(pv) = wrap_add(prod(pe), wrap_mul(a_at(mi), b_at(ni)));

  LTensor out;
  out.func = fresh_func("relax.matmul");
  out.dtype = dt;
  out.shape = batch;
  std::vector<Halide::Var> ov = bv;
  std::vector<Expr> sel(bv.begin(), bv.end());
  Halide::Var oi("oi"), oj("oj");
  if (!a_vec) {
    out.shape.push_back(m);
    ov.push_back(oi);
  }
  if (!b_vec) {
    out.shape.push_back(n);
    ov.push_back(oj);
  }
  std::vector<Expr> full = {b_vec ? Expr(0) : Expr(oj), a_vec ? Expr(0) : Expr(oi)};
  for (int d = nb - 1; d >= 0; --d) full.push_back(bv[d]);
  define(out.func, ov, round_to(dt, prod(full)));

  bool tiled = !a_vec && !b_vec;
  out.schedule = [prod, rhs, pv, r, tiled, m, n](Halide::Func* stage,
                                                 const Halide::Target& t) mutable -> bool {
    int vec = t.natural_vector_size(prod.output_types()[0]);
    const auto kGuard = Halide::TailStrategy::GuardWithIf;
    Halide::Var xo("xo"), xi("xi"), yo("yo"), yi("yi");
    if (tiled && stage && !t.has_gpu_feature()) {
      // Strips of 2 vectors of columns in parallel; per strip the rhs packed (k x 2 vectors,
      // contiguous), then register blocking: kRows x 2-vector tiles, each tile's accumulator
      // computed in place along all of k. Shapes smaller than a tile take a guarded generic path.
      Halide::Func& o = *stage;
      Halide::Var x = o.args()[0], y = o.args()[1];
      Expr big = m >= kRows && n >= 2 * vec;
      o.specialize(big)
          .tile(x, y, xo, yo, xi, yi, 2 * vec, kRows, Halide::TailStrategy::ShiftInwards)
          .reorder(xi, yi, yo, xo)
          .vectorize(xi, vec)
          .unroll(yi)
          .parallel(xo);
      o.tile(x, y, xo, yo, xi, yi, 2 * vec, kRows, kGuard).reorder(xi, yi, yo, xo).parallel(xo);
      rhs.compute_at(o, xo);
      rhs.specialize(big).vectorize(pv[0], vec);
      prod.compute_at(o, yo);
      prod.specialize(big).vectorize(pv[0], vec).unroll(pv[1]);
      prod.update().specialize(big).reorder(pv[0], pv[1], r.x).vectorize(pv[0], vec).unroll(pv[1]);
      return true;
    }
    prod.compute_root();
    if (!tiled) return false;
    prod.vectorize(pv[0], vec, kGuard).parallel(pv[1]);
    // An 8-row x 2-vector tile of the accumulator is updated along all of k before moving on.
    prod.update()
        .tile(pv[0], pv[1], xo, yo, xi, yi, 2 * vec, 8, kGuard)
        .reorder(xi, yi, r.x, xo, yo)
        .vectorize(xi, vec)
        .unroll(yi)
        .parallel(yo);
    return false;
  };
  if (tiled) {
    // GPU: 16x16 threads per block, each thread's accumulator in registers along all of k.
    out.gpu_schedule = [prod](Halide::Func& o) mutable -> std::vector<Halide::Func> {
      Halide::Var bx("bx"), by("by"), tx("tx"), ty("ty");
      const auto kGuard = Halide::TailStrategy::GuardWithIf;
      std::vector<Halide::Var> args = o.args();
      o.gpu_tile(args[0], args[1], bx, by, tx, ty, 16, 16, kGuard);
      if (args.size() >= 3) o.gpu_blocks(args[2]);
      prod.compute_at(o, tx);
      return {prod};
    };
  }
  return out;
}

/// outer(x1, x2)[i, j] = x1[i] * x2[j]: two 1-D tensors of one dtype; integers wrap.
LowerResult lower_outer(const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) {
  const LTensor* a = tensor_arg(args, 0);
  const LTensor* b = tensor_arg(args, 1);
  if (!a || !b || a->ndim() != 1 || b->ndim() != 1 || a->dtype != b->dtype)
    return std::string("outer is lowered for two 1-D tensors of one dtype");
  LTensor r;
  r.func = fresh_func("relax.outer");
  r.dtype = a->dtype;
  r.shape = {a->shape[0], b->shape[0]};
  auto v = make_vars(2);
  auto idx = as_exprs(v);
  Expr x = a->at({idx[0]}), y = b->at({idx[1]});
  define(r.func, v, round_to(r.dtype, a->dtype.is_bool() ? (x && y) : wrap_mul(x, y)));
  return r;
}

} // namespace

void register_linear_algebra_lowerings(LoweringRegistry& r) {
  r.add("relax.matmul", lower_matmul);
  r.add("relax.outer", lower_outer);
  r.exclude("relax.einsum", "a tuple argument, which a region does not carry");
}

} // namespace rxv::halide
