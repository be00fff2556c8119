# RXV: the ops TVM's lowering passes print (relax.builtin.alloc_tensor, relax.memory.alloc_storage / alloc_tensor / kill_tensor / kill_storage, relax.vm.alloc_storage / alloc_tensor / kill_object) and the gradient markers (relax.grad.start_checkpoint / end_checkpoint / no_grad) had no op-table entry: their R.Object results made add/multiply/sum fail in ~30 of TVM's test modules (issue 15)
# EXPECT: well-formed
# EVAL: marked(float32[2]{1, 2}) -> float32[2]{2, 4}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        a: R.Tensor((2, 3), dtype="float32") = R.builtin.alloc_tensor(R.shape([2, 3]), R.dtype("float32"), R.prim_value(0))
        s: R.Object = R.memory.alloc_storage(R.shape([24]), R.prim_value(0), R.str("global"), R.dtype("uint8"))
        t: R.Tensor((2, 3), dtype="float32") = R.memory.alloc_tensor(s, R.prim_value(0), R.shape([2, 3]), R.dtype("float32"))
        v: R.Object = R.vm.alloc_storage(R.shape([24]), R.prim_value(0), R.dtype("uint8"))
        w: R.Tensor((2, 3), dtype="float32") = R.vm.alloc_tensor(v, R.prim_value(0), R.shape([2, 3]), R.dtype("float32"))
        y: R.Tensor((2, 3), dtype="float32") = R.add(a, t)
        z: R.Tensor((2, 3), dtype="float32") = R.multiply(y, w)
        k1: R.Tuple = R.memory.kill_tensor(t)
        k2: R.Tuple = R.memory.kill_storage(s)
        k3: R.Tuple = R.vm.kill_object(v)
        return z

    @R.function
    def marked(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((2,), dtype="float32") = R.grad.start_checkpoint(x)
            b: R.Tensor((2,), dtype="float32") = R.add(a, a)
            c: R.Tensor((2,), dtype="float32") = R.grad.end_checkpoint(b)
            gv: R.Tensor((2,), dtype="float32") = R.grad.no_grad(c)
            R.output(gv)
        return gv
