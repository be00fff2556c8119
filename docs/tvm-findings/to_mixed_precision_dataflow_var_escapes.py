# TVM finding 90: ToMixedPrecision(out_dtype="float16") on a dataflow block that outputs a float32
# constant also used (cast to float16) by a matmul, with the output used after the block in a
# tuple: the pass replaces the use after the block by the block-local float16 cast (a DataflowVar),
# so its output uses a dataflow variable outside its block: TVM's own well-formedness check rejects
# it (in the campaign, TVM's print of the output did not parse: "Undefined variable: lv"). rxv
# shrank it from 27 bindings to 4.
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="float32"), y: R.Tensor((1, 1), dtype="int32")):
        with R.dataflow():
            c: R.Tensor(dtype="float32", ndim=2) = R.const([[0.0, 0.0, 0.0, 0.0]], "float32")
            m: R.Tensor(dtype="float32", ndim=2) = R.matmul(x, c)
            R.output(c)
        t = (c, y)
        return y
''',
                 lambda: relax.transform.ToMixedPrecision(out_dtype="float16"),
                 "ToMixedPrecision's output uses a dataflow variable after its block")
