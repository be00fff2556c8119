// Deterministic random arguments (random_inputs.h). A hand-rolled splitmix64 stream, so the values
// do not depend on the standard library's distribution implementations.
#include "backends/halide/random_inputs.h"

#include <fmt/format.h>

#include <map>

#include "semantics/ir/node_cast.h"
#include "semantics/ir/struct_info.h"

namespace rxv::halide {

namespace {

using namespace rxv::sem;

class Stream {
 public:
  explicit Stream(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  int64_t in(int64_t lo, int64_t hi) {
    return lo + static_cast<int64_t>(next() % uint64_t(hi - lo + 1));
  }
  double uniform(double lo, double hi) { return lo + (hi - lo) * double(next() >> 11) * 0x1.0p-53; }

 private:
  uint64_t s_;
};

void fill(Tensor& t, Stream& rng) {
  int64_t n = t.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    if (t.dtype.is_float())
      t.set_float(i, rng.uniform(-4, 4));
    else if (t.dtype.is_bool())
      t.set_int(i, rng.in(0, 1));
    else if (t.dtype.is_uint())
      t.set_int(i, rng.in(0, 16));
    else
      t.set_int(i, rng.in(-8, 8));
  }
}

}  // namespace

std::variant<std::vector<Value>, std::string> random_inputs(const FunctionNode& fn, uint64_t seed,
                                                            int64_t max_elements) {
  Stream rng(seed);
  std::map<const PrimExprNode*, int64_t> vars;
  std::vector<Value> out;
  for (size_t p = 0; p < fn.params.size(); ++p) {
    const Var& v = fn.params[p];
    auto where = [&] { return fmt::format("param {} ({})", p, v->name); };
    if (const auto* t = as<TensorSInfo>(v->sinfo)) {
      // An unknown dtype accepts any: float32, the dtype the float ops all take.
      DataType dtype = t->dtype.is_void() ? DataType::Float(32) : t->dtype;
      if (!is_tensor_dtype(dtype)) return where() + ": the dtype is not a tensor dtype";
      std::vector<int64_t> shape;
      const auto* se = as<ShapeExprNode>(t->shape);
      int ndim = se ? static_cast<int>(se->values.size()) : t->ndim;
      if (ndim < 0) return where() + ": the rank is unknown";
      for (int d = 0; d < ndim; ++d) {
        const PrimExpr* e = se ? &se->values[d] : nullptr;
        if (e && is_int_imm(*e)) {
          shape.push_back((*e)->int_value);
        } else if (e && is_var(*e)) {
          auto [it, added] = vars.emplace(e->get(), 0);
          if (added) it->second = rng.in(1, 8);
          shape.push_back(it->second);
        } else if (!e) {
          shape.push_back(rng.in(1, 8));
        } else {
          return where() + ": a dim is a compound expression";
        }
      }
      int64_t n = 1;
      for (int64_t d : shape) {
        if (d < 0 || (d > 0 && n > max_elements / d)) return where() + ": the tensor is too large";
        n *= d;
      }
      Tensor t2 = Tensor::zeros(dtype, shape);
      fill(t2, rng);
      out.push_back(Value(std::move(t2)));
    } else if (const auto* ps = as<PrimSInfo>(v->sinfo)) {
      PrimScalar s;
      s.dtype = ps->dtype;
      if (ps->value && is_int_imm(ps->value))
        s.i = ps->value->int_value;
      else if (ps->dtype.is_float())
        s.f = rng.uniform(-4, 4);
      else
        s.i = rng.in(ps->dtype.is_bool() ? 0 : 1, ps->dtype.is_bool() ? 1 : 8);
      out.push_back(Value(s));
    } else {
      return where() + ": only tensors and PrimValues are generated, got " +
             (v->sinfo ? sinfo_kind_name(v->sinfo->kind) : std::string("no annotation"));
    }
  }
  return out;
}

}  // namespace rxv::halide
