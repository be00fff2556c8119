#include "semantics/interp/tir_interpreter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "semantics/script/reader.h"

namespace rxv::sem {
namespace tir_interpreter_test {

const DataType kF32 = DataType::Float(32);
const DataType kF16 = DataType::Float(16);
const DataType kI32 = DataType::Int(32);

/// Reads a module from text; fails the test on a read error.
IRModule read_text(const std::string& text) {
  DiagnosticSink sink;
  std::optional<IRModule> mod = read_module(text, sink);
  std::string errors;
  for (const Diagnostic& d : sink.diagnostics()) errors += d.format("<text>") + "\n";
  EXPECT_TRUE(mod.has_value()) << errors;
  return mod ? *mod : IRModule{};
}

/// corpus/legalized/<name>.py: next to this source file when __FILE__ is absolute, else found
/// from the working directory or one of its parents (ctest runs in build/tests).
std::filesystem::path legalized_path(const std::string& name) {
  namespace fs = std::filesystem;
  fs::path rel = fs::path("corpus") / "legalized" / (name + ".py");
  fs::path beside = fs::path(__FILE__).parent_path() / ".." / ".." / rel;
  if (beside.is_absolute() && fs::exists(beside)) return beside;
  std::error_code ec;
  for (fs::path dir = fs::current_path(ec); !dir.empty(); dir = dir.parent_path()) {
    if (fs::exists(dir / rel)) return dir / rel;
    if (dir == dir.parent_path()) break;
  }
  return beside;
}

/// Reads corpus/legalized/<name>.py.
IRModule read_legalized(const std::string& name) {
  std::filesystem::path p = legalized_path(name);
  std::ifstream in(p);
  EXPECT_TRUE(in.good()) << p;
  std::stringstream ss;
  ss << in.rdbuf();
  return read_text(ss.str());
}

const PrimFuncNode& prim(const IRModule& mod, const std::string& name) {
  const GlobalFunc* f = mod.find(name);
  EXPECT_TRUE(f && f->tir) << name;
  static const PrimFuncNode kEmpty;
  return f && f->tir ? *f->tir : kEmpty;
}

Tensor make(DataType dt, std::vector<int64_t> shape, const std::vector<double>& values = {}) {
  Tensor t = Tensor::zeros(dt, std::move(shape));
  for (size_t i = 0; i < values.size(); ++i) t.set_float(int64_t(i), values[i]);
  return t;
}

/// Deterministic test data: small values with a fractional part.
Tensor iota(DataType dt, std::vector<int64_t> shape, double scale = 0.25, double offset = -1) {
  Tensor t = Tensor::zeros(dt, std::move(shape));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set_float(i, offset + scale * double(i % 17));
  return t;
}

EvalStatus run(const PrimFuncNode& f, std::vector<Value> args, EvalLimits limits = {}) {
  int64_t iterations = 0;
  return run_prim_func(f, args, limits, iterations);
}

void expect_ok(const EvalStatus& s) { ASSERT_TRUE(s.ok()) << s.error().to_string(); }

void expect_error(const EvalStatus& s, EvalErrorKind kind, const std::string& fragment) {
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().kind, kind) << s.error().to_string();
  EXPECT_NE(s.error().message.find(fragment), std::string::npos) << s.error().to_string();
}

/// Wraps PrimFunc source (indented by 4) into a module.
std::string module(const std::string& funcs) { return "@I.ir_module\nclass Module:\n" + funcs; }

TEST(TirInterpreter, BroadcastAdd) {
  IRModule mod = read_legalized("add_broadcast");
  Tensor x = iota(kF32, {2, 3}), y = make(kF32, {3}, {10, 20, 30}), out = make(kF32, {2, 3});
  expect_ok(run(prim(mod, "add"), {x, y, out}));
  for (int64_t i = 0; i < 2; ++i)
    for (int64_t j = 0; j < 3; ++j)
      EXPECT_EQ(out.get_float(i * 3 + j), x.get_float(i * 3 + j) + y.get_float(j));
}

TEST(TirInterpreter, ScheduledMatmulRunsInitUnderReorderedLoops) {
  IRModule mod = read_legalized("matmul_cpu_scheduled");
  Tensor a = iota(kF32, {64, 64}), b = iota(kF32, {64, 64}, 0.5, -2);
  Tensor out = make(kF32, {64, 64});
  out.set_float(5, 1234); // garbage in the output must be overwritten by T.init
  int64_t iterations = 0;
  expect_ok(run_prim_func(prim(mod, "matmul"), {a, b, out}, EvalLimits{}, iterations));
  EXPECT_EQ(iterations,
            8 + 8 * 4 + 8 * 4 * 16 + 8 * 4 * 16 * 8 + 8 * 4 * 16 * 8 * 4 + 8 * 4 * 16 * 8 * 4 * 16);
  for (int64_t i = 0; i < 64; ++i) {
    for (int64_t j = 0; j < 64; ++j) {
      float acc = 0; // same accumulation order as the schedule: k ascending
      for (int64_t k = 0; k < 64; ++k)
        acc += float(a.get_float(i * 64 + k)) * float(b.get_float(k * 64 + j));
      ASSERT_EQ(out.get_float(i * 64 + j), acc) << i << "," << j;
    }
  }
}

TEST(TirInterpreter, SymbolicMatmulBindsShapeVariable) {
  IRModule mod = read_legalized("matmul_symbolic");
  Tensor x = iota(kF32, {3, 64}), w = iota(kF32, {64, 32}, 0.125), out = make(kF32, {3, 32});
  expect_ok(run(prim(mod, "matmul"), {x, w, out}));
  for (int64_t i = 0; i < 3; ++i) {
    for (int64_t j = 0; j < 32; ++j) {
      float acc = 0;
      for (int64_t k = 0; k < 64; ++k)
        acc += float(x.get_float(i * 64 + k)) * float(w.get_float(k * 32 + j));
      EXPECT_EQ(out.get_float(i * 32 + j), acc);
    }
  }
  // m is bound from x to 3; an output with 4 rows disagrees with it.
  Tensor bad = make(kF32, {4, 32});
  expect_error(run(prim(mod, "matmul"), {x, w, bad}), EvalErrorKind::kShapeMismatch, "m = 3");
  // A static dimension that disagrees.
  Tensor bad_w = make(kF32, {64, 31});
  expect_error(run(prim(mod, "matmul"), {x, bad_w, out}), EvalErrorKind::kShapeMismatch,
               "dimension 1 = 32");
}

TEST(TirInterpreter, SumAndMeanWithInitAndRootAllocation) {
  IRModule mod = read_legalized("sum_mean_symbolic");
  Tensor x = make(kF32, {2, 3}, {1, 2, 3, 4, 5, 6.5});
  Tensor sum = make(kF32, {2}, {99, 99});
  expect_ok(run(prim(mod, "sum"), {x, sum}));
  EXPECT_EQ(sum.get_float(0), 6);
  EXPECT_EQ(sum.get_float(1), 15.5);
  Tensor mean = make(kF32, {2});
  expect_ok(run(prim(mod, "mean"), {x, mean}));
  EXPECT_EQ(mean.get_float(0), 2);
  EXPECT_EQ(mean.get_float(1), double(15.5f / 3.0f));
  // An empty reduction axis (m = 0): the init never runs, so the output is left as it was
  // (TVM's semantics too: T.init belongs to the first reduction iteration).
  Tensor empty = make(kF32, {2, 0});
  Tensor sum0 = make(kF32, {2}, {7, 7});
  expect_ok(run(prim(mod, "sum"), {empty, sum0}));
  EXPECT_EQ(sum0.get_float(0), 7);
}

TEST(TirInterpreter, SoftmaxSymbolic) {
  IRModule mod = read_legalized("softmax_symbolic");
  Tensor x = iota(kF32, {2, 128}, 0.3), out = make(kF32, {2, 128});
  expect_ok(run(prim(mod, "softmax"), {x, out}));
  for (int64_t r = 0; r < 2; ++r) {
    double mx = -1e30, total = 0;
    for (int64_t c = 0; c < 128; ++c) mx = std::max(mx, x.get_float(r * 128 + c));
    for (int64_t c = 0; c < 128; ++c) total += std::exp(x.get_float(r * 128 + c) - mx);
    for (int64_t c = 0; c < 128; ++c) {
      double want = std::exp(x.get_float(r * 128 + c) - mx) / total;
      EXPECT_NEAR(out.get_float(r * 128 + c), want, 1e-6);
    }
  }
}

TEST(TirInterpreter, Conv2dWithPaddingAndFloat16Cast) {
  IRModule mod = read_legalized("conv2d_pad_cast");
  Tensor x = iota(kF32, {1, 2, 4, 4}), w = iota(kF32, {4, 2, 3, 3}, 0.5, -1.5);
  Tensor conv = make(kF32, {1, 4, 4, 4});
  expect_ok(run(prim(mod, "conv2d"), {x, w, conv}));
  auto X = [&](int64_t c, int64_t y, int64_t xx) -> float {
    if (y < 0 || y >= 4 || xx < 0 || xx >= 4) return 0;
    return float(x.get_float((c * 4 + y) * 4 + xx));
  };
  for (int64_t f = 0; f < 4; ++f) {
    for (int64_t y = 0; y < 4; ++y) {
      for (int64_t xx = 0; xx < 4; ++xx) {
        float acc = 0;
        for (int64_t c = 0; c < 2; ++c)
          for (int64_t ry = 0; ry < 3; ++ry)
            for (int64_t rx = 0; rx < 3; ++rx)
              acc += X(c, y + ry - 1, xx + rx - 1) *
                     float(w.get_float(((f * 2 + c) * 3 + ry) * 3 + rx));
        ASSERT_EQ(conv.get_float((f * 4 + y) * 4 + xx), acc) << f << y << xx;
      }
    }
  }
  Tensor half = make(kF16, {1, 4, 4, 4});
  expect_ok(run(prim(mod, "cast"), {conv, half}));
  for (int64_t i = 0; i < 64; ++i)
    EXPECT_EQ(half.ptr<Half>()[i], float_to_half(float(conv.get_float(i))));
}

TEST(TirInterpreter, ThreadBindingAndPredicate) {
  IRModule mod = read_legalized("gpu_thread_binding");
  // n = 300: two blocks of 256 threads, the T.where skips the 212 that are past the end.
  Tensor x = iota(kF32, {300}), y = iota(kF32, {300}, 1), out = make(kF32, {300});
  expect_ok(run(prim(mod, "add"), {x, y, out}));
  for (int64_t i = 0; i < 300; ++i) EXPECT_EQ(out.get_float(i), x.get_float(i) + y.get_float(i));
  Tensor z = iota(kF32, {4096}), r = make(kF32, {4096});
  expect_ok(run(prim(mod, "relu"), {z, r}));
  for (int64_t i = 0; i < 4096; ++i) EXPECT_EQ(r.get_float(i), std::max(0.0, z.get_float(i)));
}

TEST(TirInterpreter, MlpKernelsChained) {
  IRModule mod = read_legalized("mlp_multi_kernel");
  Tensor x = iota(kF32, {2, 16}, 0.25, -2), w = iota(kF32, {16, 16}, 0.125, -1);
  Tensor b = iota(kF32, {16}, 0.5, -3);
  Tensor mm = make(kF32, {2, 16}), biased = make(kF32, {2, 16}), out = make(kF32, {2, 16});
  expect_ok(run(prim(mod, "matmul"), {x, w, mm}));
  expect_ok(run(prim(mod, "add"), {mm, b, biased}));
  expect_ok(run(prim(mod, "relu"), {biased, out}));
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t j = 0; j < 16; ++j) {
      float acc = 0;
      for (int64_t k = 0; k < 16; ++k)
        acc += float(x.get_float(i * 16 + k)) * float(w.get_float(k * 16 + j));
      float want = std::max(acc + float(b.get_float(j)), 0.0f);
      EXPECT_EQ(out.get_float(i * 16 + j), double(want)) << i << "," << j;
    }
  }
}

TEST(TirInterpreter, MaxOfNaNFollowsTvmLowering) {
  // T.max(a, b) is `a > b ? a : b`, as TVM lowers it to LLVM: relu's T.max(x, 0) of NaN is 0
  // (numpy's maximum would give NaN).
  IRModule mod = read_legalized("relu_symbolic");
  Tensor x = make(kF32, {1, 16}, {std::nan(""), -1, 2}), out = make(kF32, {1, 16});
  expect_ok(run(prim(mod, "relu"), {x, out}));
  EXPECT_EQ(out.get_float(0), 0.0);
  EXPECT_EQ(out.get_float(1), 0.0);
  EXPECT_EQ(out.get_float(2), 2.0);
}

TEST(TirInterpreter, EveryLegalizedPrimFuncCompiles) {
  for (const char* name : {"add_broadcast", "conv2d_pad_cast", "gpu_thread_binding",
                           "matmul_cpu_scheduled", "matmul_symbolic", "mlp_multi_kernel",
                           "relu_symbolic", "softmax_symbolic", "sum_mean_symbolic"}) {
    IRModule mod = read_legalized(name);
    for (const GlobalFunc& f : mod.functions) {
      if (!f.tir) continue;
      // No tensors: the arity check fails, but only after compiling, which must succeed.
      EvalStatus s = run(*f.tir, {});
      ASSERT_FALSE(s.ok());
      EXPECT_EQ(s.error().kind, EvalErrorKind::kMatchCast)
          << name << " " << f.name << ": " << s.error().to_string();
    }
  }
}

const char* kIndexMath = R"(
    @T.prim_func
    def transpose(A: T.Buffer((T.int64(2), T.int64(3)), "int32"), B: T.Buffer((T.int64(3), T.int64(2)), "int32")):
        for ax0, ax1 in T.grid(T.int64(3), T.int64(2)):
            with T.block("T_transpose"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[v_ax1, v_ax0]

    @T.prim_func
    def reshape(A: T.Buffer((T.int64(2), T.int64(6)), "int32"), B: T.Buffer((T.int64(3), T.int64(4)), "int32")):
        for ax0, ax1 in T.grid(T.int64(3), T.int64(4)):
            with T.block("T_reshape"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[(v_ax0 * T.int64(4) + v_ax1) // T.int64(6), (v_ax0 * T.int64(4) + v_ax1) % T.int64(6)]
)";

TEST(TirInterpreter, TransposeAndReshapeIndexMath) {
  IRModule mod = read_text(module(kIndexMath));
  Tensor a = make(kI32, {2, 3}, {1, 2, 3, 4, 5, 6}), t = make(kI32, {3, 2});
  expect_ok(run(prim(mod, "transpose"), {a, t}));
  std::vector<int64_t> want = {1, 4, 2, 5, 3, 6};
  for (int64_t i = 0; i < 6; ++i) EXPECT_EQ(t.get_int(i), want[size_t(i)]);
  Tensor r = make(kI32, {2, 6}), out = make(kI32, {3, 4});
  for (int64_t i = 0; i < 12; ++i) r.set_int(i, 100 + i);
  expect_ok(run(prim(mod, "reshape"), {r, out}));
  for (int64_t i = 0; i < 12; ++i) EXPECT_EQ(out.get_int(i), 100 + i);
}

const char* kIntOps = R"(
    @T.prim_func
    def ints(A: T.Buffer((T.int64(2),), "int32"), B: T.Buffer((T.int64(13),), "int32"), C: T.Buffer((T.int64(2),), "int8")):
        B[0] = T.truncdiv(A[0], A[1])
        B[1] = T.truncmod(A[0], A[1])
        B[2] = A[0] // A[1]
        B[3] = A[0] % A[1]
        B[4] = T.min(A[0], A[1])
        B[5] = T.max(A[0], A[1])
        B[6] = A[0] * 1000000 * 1000
        B[7] = T.Select(A[0] < A[1], 1, 0)
        B[8] = T.shift_left(A[1], 3)
        B[9] = T.bitwise_and(A[0], 12)
        B[10] = T.Cast("int32", T.Cast("float32", A[0]) / T.float32(2))
        B[11] = T.abs(A[0])
        B[12] = T.floor(A[0])
        C[0] = T.Cast("int8", A[0] * 40)
        C[1] = C[0] - T.int8(100)
)";

TEST(TirInterpreter, IntegerSemantics) {
  IRModule mod = read_text(module(kIntOps));
  Tensor a = make(kI32, {2}, {-7, 2}), b = make(kI32, {13}), c = make(DataType::Int(8), {2});
  expect_ok(run(prim(mod, "ints"), {a, b, c}));
  int32_t big = int32_t(uint32_t(int64_t(-7) * 1000000 * 1000)); // wraps to 32 bits
  std::vector<int64_t> want = {-3, -1, -4, 1, -7, 2, big, 1, 16, 8, -3, 7, -7};
  for (int64_t i = 0; i < 13; ++i) EXPECT_EQ(b.get_int(i), want[size_t(i)]) << i;
  EXPECT_EQ(c.get_int(0), int8_t(-280 + 256)); // -280 wraps to -24
  EXPECT_EQ(c.get_int(1), int8_t(-24 - 100 + 256));
}

const char* kDivide = R"(
    @T.prim_func
    def divide(A: T.Buffer((T.int64(2),), "int64"), B: T.Buffer((T.int64(1),), "int64")):
        B[0] = A[0] // A[1]
)";

TEST(TirInterpreter, IntegerDivisionByZero) {
  IRModule mod = read_text(module(kDivide));
  Tensor a = make(DataType::Int(64), {2}, {5, 0}), b = make(DataType::Int(64), {1}, {42});
  EvalStatus s = run(prim(mod, "divide"), {a, b});
  expect_error(s, EvalErrorKind::kDivisionByZero, "FloorDiv of 5 by zero");
  EXPECT_EQ(s.error().loc.line, 6u); // the store statement
  EXPECT_EQ(b.get_int(0), 42);       // nothing stored
}

const char* kFloats = R"(
    @T.prim_func
    def floats(A: T.Buffer((T.int64(3),), "float16"), B: T.Buffer((T.int64(3),), "float16"), F: T.Buffer((T.int64(12),), "float32"), x: T.float32):
        for i in range(T.int64(3)):
            B[i] = A[i] + T.float16(0.0004)
        F[0] = T.exp(x)
        F[1] = T.sqrt(x)
        F[2] = T.sigmoid(x)
        F[3] = T.Select(T.isnan(x / T.float32(0)), T.float32(1), T.float32(2))
        F[4] = T.round(T.float32(2.5))
        F[5] = T.if_then_else(x > T.float32(1), T.log(x), T.float32(-1))
        F[6] = x / T.float32(0)
        y: T.float32 = x * T.float32(3)
        if y > T.float32(5):
            F[7] = y
        else:
            F[7] = T.float32(0)
        F[8] = T.floor(T.float32(-1.5)) + T.ceil(T.float32(1.25))
        F[9] = T.pow(x, T.float32(2))
        F[10] = T.nearbyint(T.float32(2.5))
        F[11] = T.round(T.float32(-2.5))
)";

TEST(TirInterpreter, FloatSemanticsAndFloat16Rounding) {
  IRModule mod = read_text(module(kFloats));
  Tensor a = make(kF16, {3}, {1.0, 2048, 0.5}), b = make(kF16, {3});
  Tensor f = make(kF32, {12});
  PrimScalar x{kF32, 0, 2.0};
  expect_ok(run(prim(mod, "floats"), {a, b, f, x}));
  // 1 + 0.0004 rounds back to 1 in float16; 2048 + tiny is 2048; 0.5 + 0.0004 is 0.5004 rounded.
  EXPECT_EQ(b.get_float(0), 1.0);
  EXPECT_EQ(b.get_float(1), 2048.0);
  float h = half_to_float(float_to_half(0.0004f));
  EXPECT_EQ(b.ptr<Half>()[2], float_to_half(0.5f + h));
  EXPECT_EQ(f.get_float(0), double(std::exp(2.0f)));
  EXPECT_EQ(f.get_float(1), double(std::sqrt(2.0f)));
  EXPECT_EQ(f.get_float(2), double(1.0f / (1.0f + std::exp(-2.0f))));
  EXPECT_EQ(f.get_float(3), 2.0); // 2/0 is +inf, not NaN
  EXPECT_EQ(f.get_float(4), 2.0); // TVM >= 0.24 lowers round to llvm.nearbyint: half to even
  EXPECT_EQ(f.get_float(5), double(std::log(2.0f)));
  EXPECT_TRUE(std::isinf(f.get_float(6)));
  EXPECT_EQ(f.get_float(7), 6.0);
  EXPECT_EQ(f.get_float(8), 0.0); // -2 + 2
  EXPECT_EQ(f.get_float(9), 4.0);
  EXPECT_EQ(f.get_float(10), 2.0);  // nearbyint: half to even
  EXPECT_EQ(f.get_float(11), -2.0); // half to even, as TVM >= 0.24
}

const char* kOutOfBounds = R"(
    @T.prim_func
    def shift(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(4), i)
                B[vi] = A[vi + T.int64(1)]
)";

TEST(TirInterpreter, OutOfBoundsLoad) {
  IRModule mod = read_text(module(kOutOfBounds));
  Tensor a = make(kF32, {4}, {1, 2, 3, 4}), b = make(kF32, {4});
  expect_error(run(prim(mod, "shift"), {a, b}), EvalErrorKind::kIndexOutOfRange,
               "index 4 out of range [0, 4) in dimension 0 of buffer 'A'");
  EXPECT_EQ(b.get_float(2), 4); // the iterations before the failing one ran
}

TEST(TirInterpreter, ArgumentErrors) {
  IRModule mod = read_legalized("add_broadcast");
  const PrimFuncNode& add = prim(mod, "add");
  Tensor x = make(kF32, {2, 3}), y = make(kF32, {3}), out = make(kF32, {2, 3});
  expect_error(run(add, {x, y}), EvalErrorKind::kMatchCast, "takes 3 tensors and 0 scalars");
  expect_error(run(add, {x, make(kI32, {3}), out}), EvalErrorKind::kMatchCast,
               "buffer 'y' of the PrimFunc is 1-d float32, got a 1-d int32 tensor");
  expect_error(run(add, {x, make(kF32, {3, 1}), out}), EvalErrorKind::kMatchCast, "2-d");
  expect_error(run(add, {x, make(kF32, {4}), out}), EvalErrorKind::kShapeMismatch,
               "dimension 0 = 3");
  expect_error(run(add, {x, y, ShapeValue{{2, 3}}}), EvalErrorKind::kTypeError, "Shape");
  expect_error(run(add, {x, y, out, PrimScalar{}}), EvalErrorKind::kMatchCast, "0 scalars");
  Tensor negative = out; // a malformed tensor value must not reach memory
  negative.shape = {2, -3};
  expect_error(run(add, {x, y, negative}), EvalErrorKind::kTypeError, "no storage");
}

TEST(TirInterpreter, SymbolicShapeMismatchAgainstBoundVariable) {
  IRModule mod = read_legalized("gpu_thread_binding");
  Tensor x = make(kF32, {3}), y = make(kF32, {4}), out = make(kF32, {3});
  expect_error(run(prim(mod, "add"), {x, y, out}), EvalErrorKind::kShapeMismatch, "n = 3");
}

TEST(TirInterpreter, IterationLimit) {
  IRModule mod = read_legalized("matmul_symbolic");
  Tensor x = make(kF32, {100, 64}), w = make(kF32, {64, 32}), out = make(kF32, {100, 32});
  EvalLimits limits;
  limits.max_tir_iterations = 10000;
  int64_t iterations = 0;
  EvalStatus s = run_prim_func(prim(mod, "matmul"), {x, w, out}, limits, iterations);
  expect_error(s, EvalErrorKind::kLimit, "iteration limit of 10000");
  EXPECT_LE(iterations, 10000);
  // The count carries across calls: a small function fails when the budget is already spent.
  Tensor small = make(kF32, {1, 64}), small_out = make(kF32, {1, 32});
  iterations = 0;
  limits.max_tir_iterations = 1 + 32 + 32 * 64; // exactly one run
  expect_ok(run_prim_func(prim(mod, "matmul"), {small, w, small_out}, limits, iterations));
  EXPECT_EQ(iterations, limits.max_tir_iterations);
  expect_error(run_prim_func(prim(mod, "matmul"), {small, w, small_out}, limits, iterations),
               EvalErrorKind::kLimit, "iteration limit");
}

const char* kUnsupported = R"(
    @T.prim_func
    def f(A: T.Buffer((T.int64(2),), "int32")):
        A[0] = T.exp(A[1])
)";

TEST(TirInterpreter, UnsupportedConstructIsAnError) {
  IRModule mod = read_text(module(kUnsupported));
  Tensor a = make(kI32, {2});
  expect_error(run(prim(mod, "f"), {a}), EvalErrorKind::kUnsupported, "T.exp on int32");
}

const char* kAllocLimit = R"(
    @T.prim_func
    def f(var_A: T.handle):
        n = T.int64()
        A = T.match_buffer(var_A, (n,))
        tmp = T.alloc_buffer((n, n, n))
        for i in range(n):
            with T.block("b"):
                vi = T.axis.spatial(n, i)
                tmp[vi, vi, vi] = A[vi]
                A[vi] = tmp[vi, vi, vi] + T.float32(1)
)";

TEST(TirInterpreter, RootAllocationAndItsLimit) {
  IRModule mod = read_text(module(kAllocLimit));
  Tensor a = make(kF32, {3}, {1, 2, 3});
  expect_ok(run(prim(mod, "f"), {a}));
  EXPECT_EQ(a.get_float(2), 4);
  EvalLimits limits;
  limits.max_tensor_bytes = 1000;
  expect_error(run(prim(mod, "f"), {make(kF32, {7})}, limits), EvalErrorKind::kLimit,
               "buffer 'tmp' of shape (7, 7, 7) exceeds the allocation limit");
}

const char* kScalarParam = R"(
    @T.prim_func
    def scale(var_A: T.handle, n: T.int64, var_B: T.handle):
        A = T.match_buffer(var_A, (n,), "int64")
        B = T.match_buffer(var_B, (n * T.int64(2),), "int64")
        for i in range(n * T.int64(2)):
            with T.block("B"):
                vi = T.axis.spatial(n * T.int64(2), i)
                B[vi] = A[vi // T.int64(2)] * n
)";

TEST(TirInterpreter, ScalarParameterAndExpressionDims) {
  IRModule mod = read_text(module(kScalarParam));
  const DataType i64 = DataType::Int(64);
  Tensor a = make(i64, {3}, {1, 2, 3}), b = make(i64, {6});
  // Tensors bind to buffers in order and scalars to scalar parameters, whatever the interleaving.
  expect_ok(run(prim(mod, "scale"), {a, b, PrimScalar{i64, 3, 0}}));
  std::vector<int64_t> want = {3, 3, 6, 6, 9, 9};
  for (int64_t i = 0; i < 6; ++i) EXPECT_EQ(b.get_int(i), want[size_t(i)]);
  expect_error(run(prim(mod, "scale"), {a, b, PrimScalar{i64, 4, 0}}),
               EvalErrorKind::kShapeMismatch, "dimension 0 = n = 4");
  expect_error(run(prim(mod, "scale"), {a, make(i64, {5}), PrimScalar{i64, 3, 0}}),
               EvalErrorKind::kShapeMismatch, "dimension 0 = 6");
  expect_error(run(prim(mod, "scale"), {a, b, PrimScalar{kF32, 0, 3}}), EvalErrorKind::kMatchCast,
               "scalar parameter 'n'");
}

const char* kUnsigned = R"(
    @T.prim_func
    def u(A: T.Buffer((T.int64(2),), "uint8"), B: T.Buffer((T.int64(3),), "bool"), C: T.Buffer((T.int64(2),), "uint32")):
        A[1] = A[0] + T.uint8(10)
        B[0] = A[0] > T.uint8(200)
        B[1] = T.Cast("bool", A[1])
        B[2] = not B[0]
        C[0] = T.Cast("uint32", T.Cast("int32", A[0]) - 251)
        C[1] = C[0] // T.uint32(2)
)";

TEST(TirInterpreter, UnsignedAndBoolSemantics) {
  IRModule mod = read_text(module(kUnsigned));
  Tensor a = make(DataType::UInt(8), {2}, {250}), b = make(DataType::Bool(), {3});
  Tensor c = make(DataType::UInt(32), {2});
  expect_ok(run(prim(mod, "u"), {a, b, c}));
  EXPECT_EQ(a.get_int(1), 4); // 260 wraps to 4
  EXPECT_EQ(b.get_int(0), 1); // 250 > 200 compared unsigned
  EXPECT_EQ(b.get_int(1), 1); // cast to bool is "nonzero", not the low bit
  EXPECT_EQ(b.get_int(2), 0);
  EXPECT_EQ(c.get_int(0), 4294967295);
  EXPECT_EQ(c.get_int(1), 2147483647);
}

const char* kBadBinding = R"(
    @T.prim_func
    def f(A: T.Buffer((T.int64(8),), "int32")):
        for i in range(T.int64(8)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                A[vi] = 1
)";

TEST(TirInterpreter, BlockBindingOutsideItsDomain) {
  IRModule mod = read_text(module(kBadBinding));
  expect_error(run(prim(mod, "f"), {make(kI32, {8})}), EvalErrorKind::kIndexOutOfRange,
               "block 'b' binds vi = 4 outside its domain [0, 4)");
}

const char* kBareHandle = R"(
    @T.prim_func
    def f(a: T.handle, B: T.Buffer((T.int64(2),), "int32")):
        B[0] = 1
)";

TEST(TirInterpreter, HandleWithoutMatchBufferIsUnsupported) {
  IRModule mod = read_text(module(kBareHandle));
  expect_error(run(prim(mod, "f"), {make(kI32, {2})}), EvalErrorKind::kUnsupported,
               "handle parameter 'a' without T.match_buffer");
}

const char* kUpdates = R"(
    @T.prim_func
    def acc(A: T.Buffer((T.int64(4),), "int8"), B: T.Buffer((T.int64(2),), "int8"), H: T.Buffer((T.int64(1),), "float16")):
        for i in range(T.int64(4)):
            with T.block("acc"):
                vi = T.axis.reduce(T.int64(4), i)
                with T.init():
                    B[0] = T.int8(0)
                    H[0] = T.float16(0)
                B[0] = B[0] + A[vi]
                B[1] = T.max(B[1], A[vi])
                H[0] = H[0] + T.float16(0.1)

    @T.prim_func
    def overflow(A: T.Buffer((T.int64(4),), "int8"), B: T.Buffer((T.int64(2),), "int8")):
        for i in range(T.int64(4)):
            with T.block("acc"):
                vi = T.axis.spatial(T.int64(4), i)
                B[vi] = B[vi] * A[vi]
)";

TEST(TirInterpreter, ReductionUpdatesWrapRoundAndCheckBounds) {
  IRModule mod = read_text(module(kUpdates));
  const DataType i8 = DataType::Int(8);
  Tensor a = make(i8, {4}, {100, 100, -50, 7}), b = make(i8, {2}, {55, -128});
  Tensor h = make(kF16, {1});
  expect_ok(run(prim(mod, "acc"), {a, b, h}));
  EXPECT_EQ(b.get_int(0), -99); // 200 wraps to -56, then -106, then -99
  EXPECT_EQ(b.get_int(1), 100); // no T.init for it: starts from the tensor's -128
  float want = 0;
  for (int i = 0; i < 4; ++i)
    want = half_to_float(float_to_half(want + half_to_float(float_to_half(0.1f))));
  EXPECT_EQ(h.get_float(0), double(want));
  Tensor c = make(i8, {2}, {3, 3});
  expect_error(run(prim(mod, "overflow"), {a, c}), EvalErrorKind::kIndexOutOfRange,
               "index 2 out of range [0, 2) in dimension 0 of buffer 'B'");
  EXPECT_EQ(c.get_int(0), int8_t(300 - 256));
}

const char* kBlockAlloc = R"(
    @T.prim_func
    def f(A: T.Buffer((T.int64(3),), "float32"), B: T.Buffer((T.int64(3),), "float32")):
        for i in range(T.int64(3)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(3), i)
                tmp = T.alloc_buffer((T.int64(2),))
                tmp[0] = A[vi] * T.float32(2)
                tmp[1] = tmp[0] + T.float32(1)
                B[vi] = tmp[1]
)";

TEST(TirInterpreter, BlockLevelAllocation) {
  IRModule mod = read_text(module(kBlockAlloc));
  Tensor a = make(kF32, {3}, {1, 2.5, -4}), b = make(kF32, {3});
  expect_ok(run(prim(mod, "f"), {a, b}));
  EXPECT_EQ(b.get_float(0), 3);
  EXPECT_EQ(b.get_float(1), 6);
  EXPECT_EQ(b.get_float(2), -7);
}

TEST(TirInterpreter, ConcurrentRunsShareTheCompiledFunction) {
  IRModule mod = read_legalized("sum_mean_symbolic");
  const PrimFuncNode& sum = prim(mod, "sum");
  std::vector<int> bad(4, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int rep = 0; rep < 20; ++rep) {
        Tensor x = make(kF32, {2, 3}, {1, 2, 3, double(t), double(rep), 0});
        Tensor out = make(kF32, {2});
        int64_t iterations = 0;
        EvalStatus s = run_prim_func(sum, {x, out}, EvalLimits{}, iterations);
        if (!s || out.get_float(0) != 6 || out.get_float(1) != double(t + rep)) ++bad[size_t(t)];
      }
    });
  }
  for (auto& th : threads) th.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(bad[size_t(t)], 0) << t;
}

TEST(TirInterpreter, RepeatedRunsUseTheCacheAndAgree) {
  IRModule mod = read_legalized("sum_mean_symbolic");
  for (int64_t n = 1; n <= 3; ++n) {
    Tensor x = iota(kF32, {n, 5}), out = make(kF32, {n});
    expect_ok(run(prim(mod, "sum"), {x, out}));
    for (int64_t r = 0; r < n; ++r) {
      float acc = 0;
      for (int64_t c = 0; c < 5; ++c) acc += float(x.get_float(r * 5 + c));
      EXPECT_EQ(out.get_float(r), acc);
    }
  }
}

} // namespace tir_interpreter_test
} // namespace rxv::sem
