# RXV: R.Shape([]) is the StructInfo of a 0-d tensor's shape (ndim 0, no values); TVM 0.27's parser reads this, its own print of it, as R.Shape(ndim=-1), so the call of a function whose parameter is R.Shape(ndim=0) no longer type-checks in TVM (TVM finding 91, found by rxv fuzz --pass "tvm:BindSymbolicVars({'n0': 2})"). This pins rxv's reading: ndim 0, the call accepted
# EXPECT: well-formed
# EXPECT-SINFO: main.y : R.Shape([])
# EXPECT-SINFO: main.z : R.Shape(ndim=0)
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def helper(s: R.Shape(ndim=0)) -> R.Shape(ndim=0):
        return s

    @R.function
    def main(x: R.Tensor((), dtype="float32")) -> R.Shape(ndim=0):
        cls = Module
        y: R.Shape([]) = R.shape_of(x)
        z = cls.helper(y)
        return z
