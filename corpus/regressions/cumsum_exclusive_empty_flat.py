# RXV: Halide backend: exclusive cumsum of an empty tensor read it at 0 (the output took scan(max(i - 1, 0)), so Halide required [0, 0] of the scan and thus of the empty input), a failed bounds check; the JIT fell back to the interpreter, the region compiled ahead of time erred (found by cli_bundle once the family refactor changed seed 3's programs). A flattened x of 2 or more dims is now left to the interpreter (not a halide_* file: no region of it runs on Halide), and the exclusive scan starts from 0 and reads x at r - 1 in its update only
# EXPECT: well-formed
# EVAL: main(int64[2,0]{}, float32[2,2]{0.5, -1.5, 2, 0}) -> (float32[2,2]{1, -3, 4, 0}, int64[0]{})
# from tvm.script import ir as I
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((2, 0), dtype="int64"), w: R.Tensor((2, 2), dtype="float32")):
    with R.dataflow():
        z = R.add(w, w)
        y = R.cumsum(x, exclusive=True)
        gv = (z, y)
        R.output(gv)
    return gv
