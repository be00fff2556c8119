# RXV: reference kernel of R.eye(n, m, k, dtype): 1 where j - i == k (TOPI's eye); m defaults to n
# EXPECT: well-formed
# EVAL: main() -> (float32[3,4]{0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, int32[2,2]{1, 0, 0, 1}, bool[2,3]{false, false, false, true, false, false}, float64[2,2]{0, 0, 0, 0})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main():
        a = R.eye(3, 4, 1)
        b = R.eye(2, dtype="int32")
        c = R.eye(2, 3, k=-1, dtype="bool")
        d = R.eye(2, m=2, k=5, dtype="float64")
        return (a, b, c, d)
