# RXV: Halide backend: cumsum of an empty tensor read it at 0 (flattening a 1-D tensor unravelled the index modulo max(n, 1), and the scan's RDom of extent max(n - 1, 0) made Halide require [0, 0] of it), a failed bounds check; the JIT fell back to the interpreter, the region compiled ahead of time erred (CPU twin of the first GPU bundle run, tests/cli/bundle_test.sh)
# EXPECT: well-formed
# EVAL: main(float32[3,1]{1, 2, 3}, float32[0]{}, int32[0,1]{}) -> (bool[3,1]{false, false, false}, float32[0]{}, float32[0]{}, int32[0,1]{})
# from tvm.script import ir as I
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((3, 1), dtype="float32"), v9: R.Tensor((0,), dtype="float32"), v32: R.Tensor((0, 1), dtype="int32")):
    with R.dataflow():
        v13 = R.not_equal(x, x)
        v15 = R.cumsum(v9)
        v16 = R.subtract(R.const(2.0, "float32"), v15)
        v38 = R.cumsum(v32, axis=0)
        gv = (v13, v15, v16, v38)
        R.output(gv)
    return gv
