# RXV: A matmul of a transposed weight lowered to one TIR loop nest that sums over k = 512 in
# RXV: float32 (rxv's kernel accumulates otherwise): elements that cancel to near zero may differ by
# RXV: more than atol + rtol * |ref|; the reduction slack (1e-5 of the tensor's largest element)
# RXV: accepts the reassociation and nothing coarser
# EXPECT: well-formed
# TV: validated
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((64, 512), dtype="float32"), b: R.Tensor((32, 512), dtype="float32")) -> R.Tensor((64, 32), dtype="float32"):
        with R.dataflow():
            bt = R.permute_dims(b, [1, 0])
            gv = R.matmul(a, bt)
            R.output(gv)
        return gv
