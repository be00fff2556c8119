# TVM finding (StructInfo): R.nn.pixel_shuffle of a tensor whose channel count is symbolic crashes
# TVM's parser: InferStructInfoPixelShuffle reads the channel dim as an IntImm without checking
# (a null dereference: SIGSEGV, or an internal error). Expected: (n / 4, 2 h, 2 w) or a clear
# error. Run in a subprocess so that a crash is reported.
import subprocess
import sys

SRC = '''
import tvm
tvm.script.from_source("""
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, "c", 2, 2), "float32")):
        c = T.int64()
        a = R.nn.pixel_shuffle(x, upscale_factor=2)
        return a
""")
print("parsed")
'''
r = subprocess.run([sys.executable, "-c", SRC], capture_output=True, text=True)
print(r.stdout[-2000:], r.stderr[-2000:])
if r.returncode != 0 and "parsed" not in r.stdout and "Traceback" not in r.stderr[-300:]:
    print("REPRODUCED: pixel_shuffle with symbolic channels crashes (exit code %d)" % r.returncode)
    sys.exit(1)
if r.returncode != 0:
    print("REPRODUCED: pixel_shuffle with symbolic channels fails: %s" % r.stderr.strip().splitlines()[-1])
    sys.exit(1)
print("not reproduced")
