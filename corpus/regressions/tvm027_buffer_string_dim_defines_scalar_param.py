# RXV: TVM 0.27 prints a PrimFunc buffer dimension whose variables no earlier parameter defines as a string: `z: T.Buffer((T.int64(1), "k * T.int64(3)"), "int32")` before the scalar parameter `k: T.int64` (LegalizeOps' output). The string defines `k` with the scalar parameter's dtype and the parameter is that variable (TVM's signature "match scope"). rxv's reader said "expected a PrimExpr, got the string": `tvm-reads` findings of `rxv fuzz --pass tvm:LegalizeOps` (issue 16)
# EXPECT: well-formed
# EVAL: main(int32[1, 2]{0, 0}, int32[1, 6]{1, 2, 3, 4, 5, 6}) -> int32[1, 6]{2, 4, 6, 8, 10, 12}
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.script import relax as R

k = TypeVar("k")
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def add1(z: T.Buffer((T.int64(1), "k * T.int64(3)"), "int32"), z_1: T.Buffer((T.int64(1), k * T.int64(3)), "int32"), k: T.int64, T_add: T.Buffer((T.int64(1), k * T.int64(3)), "int32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for ax0, ax1 in T.grid(T.int64(1), k * T.int64(3)):
            with T.sblock("T_add"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(z[v_ax0, v_ax1], z_1[v_ax0, v_ax1])
                T.writes(T_add[v_ax0, v_ax1])
                T_add[v_ax0, v_ax1] = z[v_ax0, v_ax1] + z_1[v_ax0, v_ax1]

    @R.function
    def main(y: R.Tensor((1, k), dtype="int32"), z: R.Tensor((1, "k * 3"), dtype="int32")) -> R.Tensor((1, "k * 3"), dtype="int32"):
        cls = Module
        with R.dataflow():
            c = R.call_tir(cls.add1, (z, z, k), out_ty=R.Tensor((1, k * 3), dtype="int32"))
            R.output(c)
        return c
