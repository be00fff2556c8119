# TVM finding 73: attention_var_len's arguments swap in a print/parse round trip.
# TVM 0.27: attention_var_len's arguments swap in a print/parse round trip (the printer writes the
# C++ order positionally; the parser binds Python's order, max_seqlen_q before seqstart_k).
import tvm
src = '''
@R.function
def main(q: R.Tensor((1, 6, 4, 16), "float32"), sq: R.Tensor((3,), "int32"), sk: R.Tensor((3,), "int32"), mq: R.Tensor((), "int32"), mk: R.Tensor((), "int32")):
    y = R.nn.attention_var_len(q, q, q, sq, mq, sk, mk)
    return y
'''
f = tvm.script.from_source(src)
args = lambda fn: [str(a) for a in fn.body.blocks[0].bindings[0].value.args[3:]]
print("parsed  :", args(f))
g = tvm.script.from_source(f.script())
print("reparsed:", args(g))
print("REPRODUCED" if args(f) != args(g) else "not reproduced")
