// Halide generators for the ahead-of-time per-op kernels (backends/halide/CMakeLists.txt builds
// them for the host and for host-cuda-cuda_capability_80). Each kernel is the op's own lowering
// from the registry (ops_<family>.cpp), so AOT and JIT compute the same thing; only the schedule
// differs on GPUs (gpu_schedule.h, shared with the JIT).
#include <Halide.h>

#include "backends/halide/gpu_schedule.h"
#include "backends/halide/lowering.h"
#include "semantics/ir/expr.h"

namespace rxv::halide::aot {
namespace {

using Halide::Expr;
using Halide::Func;
using Halide::Var;
using sem::DataType;

/// An LTensor reading a generator input buffer of `rank` (float32).
template <class In> LTensor from_input(In& in, int rank, const std::string& name) {
  LTensor t;
  t.dtype = DataType::Float(32);
  for (int d = rank - 1; d >= 0; --d) t.shape.push_back(in.dim(d).extent());
  t.func = Func("load_" + name);
  std::vector<Var> v = make_vars(rank, "l");
  std::vector<Expr> rev(v.rbegin(), v.rend());
  define(t.func, v, in(rev));
  return t;
}

/// Lowers `op` on `args` with the registry's lowering; aborts generation on refusal (a build
/// error, not a run-time one).
LTensor lower(const std::string& op, std::vector<Operand> args, sem::Attrs attrs = {}) {
  sem::Expr call = sem::make_call(sem::make_op(op), {}, std::move(attrs));
  LowerContext ctx;
  ctx.op_name = op;
  LowerResult r =
      (*LoweringRegistry::get().find(op))(static_cast<const sem::CallNode&>(*call), args, ctx);
  if (auto* why = std::get_if<std::string>(&r)) {
    std::cerr << op << ": " << *why << "\n";
    std::abort();
  }
  return std::get<LTensor>(std::move(r));
}

/// Writes `t` to `out` and schedules the pipeline for the target.
template <class Out> void emit(Out& out, const LTensor& t, const Halide::Target& target) {
  std::vector<Var> v = make_vars(t.ndim(), "o");
  std::vector<Var> rev(v.rbegin(), v.rend());
  out(rev) = t.at(as_exprs(v));
  Func o = out;
  if (target.has_gpu_feature()) {
    schedule_gpu_pipeline({o}, {&t}); // the JIT's GPU schedule (gpu_schedule.h)
    return;
  }
  if (!t.schedule || !t.schedule(&o, target)) schedule_elementwise(o, t.ndim(), target);
}

class AddF32 : public Halide::Generator<AddF32> {
public:
  Input<Buffer<float>> a{"a", 2};
  Input<Buffer<float>> b{"b", 2};
  Output<Buffer<float>> out{"out", 2};
  void generate() {
    LTensor r = lower("relax.add", {Operand{from_input(a, 2, "a"), {}, {}},
                                    Operand{from_input(b, 2, "b"), {}, {}}});
    emit(out, r, get_target());
  }
};

class MatmulF32 : public Halide::Generator<MatmulF32> {
public:
  Input<Buffer<float>> a{"a", 2};
  Input<Buffer<float>> b{"b", 2};
  Output<Buffer<float>> out{"out", 2};
  void generate() {
    LTensor r = lower("relax.matmul", {Operand{from_input(a, 2, "a"), {}, {}},
                                       Operand{from_input(b, 2, "b"), {}, {}}});
    emit(out, r, get_target());
  }
};

class Conv2dF32 : public Halide::Generator<Conv2dF32> {
public:
  Input<Buffer<float>> x{"x", 4};
  Input<Buffer<float>> w{"w", 4};
  Output<Buffer<float>> out{"out", 4};
  void generate() {
    sem::Attrs attrs;
    sem::AttrValue pad;
    pad.kind = sem::AttrValue::Kind::kList;
    for (int i = 0; i < 4; ++i) pad.items.push_back(sem::AttrValue::Int(1));
    attrs.set("padding", pad);
    LTensor r = lower(
        "relax.nn.conv2d",
        {Operand{from_input(x, 4, "x"), {}, {}}, Operand{from_input(w, 4, "w"), {}, {}}}, attrs);
    emit(out, r, get_target());
  }
};

} // namespace
} // namespace rxv::halide::aot

HALIDE_REGISTER_GENERATOR(rxv::halide::aot::AddF32, rxv_add_f32)
HALIDE_REGISTER_GENERATOR(rxv::halide::aot::MatmulF32, rxv_matmul_f32)
HALIDE_REGISTER_GENERATOR(rxv::halide::aot::Conv2dF32, rxv_conv2d_f32)
