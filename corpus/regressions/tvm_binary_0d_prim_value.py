# RXV: a binary op of a 0-d tensor and a PrimValue is 0-d (numpy; TVM's compiled code); TVM's StructInfo says (1,) (docs/tvm-findings.md, finding 58)
# EXPECT: well-formed
# EXPECT-SINFO: main.y : R.Tensor((), dtype="int64")
# EXPECT-SINFO: main.z : R.Tensor((), dtype="int64")
# EVAL: main(int64[]{2}) -> int64[]{7}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        y = R.add(x, R.prim_value(5))
        w = R.match_cast(x, R.Tensor(dtype="int64", ndim=0))
        z = R.left_shift(w, R.prim_value(1))
        return y
