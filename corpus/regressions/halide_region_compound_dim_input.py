# RXV: a Halide region whose input is annotated with a compound dim (m0 * 3) and no input binding m0 as a whole dim: its fallback function could not check the annotation (m0 unbound) and erred where the interpreter returns; such regions now stay with the interpreter. rxv fuzz --backend halide-cpu --time 240s --seed 1 -j 2, program seed 14139668563353403154
# EXPECT: well-formed
# EVAL: main(int64[1,2]{5, 7}) -> int64[6]{5, 5, 5, 7, 7, 7}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(v2: R.Tensor((1, "m0"), dtype="int64")) -> R.Tensor(dtype="int64", ndim=1):
        m0 = T.int64()
        v5: R.Tensor((1, m0 * 3), dtype="int64") = R.repeat(v2, repeats=3, axis=1)
        with R.dataflow():
            lv33: R.Tensor(dtype="int64", ndim=1) = R.take(v5, R.prim_value(0), axis=0, mode="fast")
            R.output(lv33)
        return lv33
