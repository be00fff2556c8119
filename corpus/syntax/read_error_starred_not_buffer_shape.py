# RXV: a starred argument is read only where its expansion is known: T.grid(*A.shape) expands a buffer's shape; anything else is a read error with its location
# EXPECT-READ-ERROR: 10:25: T.grid: a starred argument must be a buffer's shape (*A.shape), got *A
# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def f(A: T.Buffer((2, 3), "int32")):
        for i in T.grid(*A):
            A[i, 0] = 1
