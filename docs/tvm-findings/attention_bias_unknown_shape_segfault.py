# TVM finding 108: `R.nn.attention_bias(q, k, v, bias)` with a query of unknown shape
# (`R.Tensor(dtype="float32", ndim=4)`) kills the process with SIGSEGV in TVM's StructInfo
# inference, in the parser already. rxv's campaign met it through InlinePrivateFunctions, which
# inlined a helper taking a (1, 1, 1, 1) tensor at a call whose argument has an unknown shape
# (rxv shrank it from 25 bindings to 8, then by hand to one binding). The script parses the
# module in a child process and reports how it ended.
import subprocess
import sys

child = '''
import tvm
tvm.script.from_source("""
@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor(dtype="float32", ndim=4)):
        c = R.const([[[[0.0]]]], "float32")
        y = R.nn.attention_bias(q, c, c, c)
        return y
""")
print("parsed")
'''
r = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True)
print(r.stdout.strip())
if r.returncode < 0:
    print(f"REPRODUCED: TVM's parser died of signal {-r.returncode} on attention_bias of an unknown shape")
    sys.exit(1)
print("not reproduced: exit status", r.returncode, r.stderr.strip().splitlines()[-1:] )
