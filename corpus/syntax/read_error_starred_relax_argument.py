# RXV: a starred argument of a Relax call is not TVMScript rxv can evaluate: a read error at the star, not a crash
# EXPECT-READ-ERROR: 10:19: a starred argument is not a Relax expression
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2, 3), dtype="int32")):
        b = R.add(*a)
        return b
