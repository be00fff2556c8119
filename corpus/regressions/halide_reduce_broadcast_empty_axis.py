# RXV: Halide backend: a reduction over an empty axis of a broadcasting op's result (mean(add(x, x)), x of shape (4, 0)) failed Halide's bounds check of x: the simplifier turned the broadcast clamp min(r, max(n - 1, 0)) into min(n - 1, r) under the reduction's loop bounds, which requires x at -1; the JIT fell back to the interpreter, the region compiled ahead of time erred (CPU twin of the first GPU bundle run, tests/cli/bundle_test.sh)
# EXPECT: well-formed
# EVAL: main(float32[4,0]{}) -> (float32[4,0]{}, float32[1,1]{nan}, float32[4]{0, 0, 0, 0})
# from tvm.script import ir as I
# from tvm.script import relax as R

@R.function
def main(v1: R.Tensor((4, 0), dtype="float32")):
    with R.dataflow():
        v2 = R.add(v1, v1)
        v3 = R.mean(v2, keepdims=True)
        v4 = R.sum(v2, axis=[1])
        gv = (v2, v3, v4)
        R.output(gv)
    return gv
