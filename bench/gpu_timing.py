"""Times the bundle's Halide CUDA kernels against PyTorch on the same GPU, in the same run.

Usage (on the GPU machine, from bench/gpu.sh's run script):
    python3 gpu_timing.py BUNDLE RUNNER [--json FILE]

BUNDLE is the bundle of bench/gpu/kernels.py (`rxv diff bench/gpu --backend halide-cuda
--bundle BUNDLE`); RUNNER is rxv-bundle-run, whose --bench mode times one region with its inputs
and output resident on the device (one warm-up call first). PyTorch runs the same op on the same
shapes, timed with CUDA events after a warm-up; TF32 is off (cuBLAS and cuDNN), so both sides
compute in float32. The ratio is Halide's time over PyTorch's (above 1: Halide is slower).
"""
import json
import subprocess
import sys
import time

import torch

# name, bundle function, input shapes, output shape, FLOPs (0: a bandwidth kernel), bytes moved
M = 4096
N, C, H, W, O = 32, 64, 56, 56, 64
BENCHES = [
    ("matmul 4096^3 f32", "matmul", [(M, M), (M, M)], (M, M), 2 * M**3, 3 * 4 * M * M),
    ("conv2d 32x64x56x56, 64 3x3 f32", "conv2d", [(N, C, H, W), (O, C, 3, 3)], (N, O, H, W),
     2 * N * O * H * W * C * 9, 4 * (N * C * H * W + O * C * 9 + N * O * H * W)),
    ("add 256M f32", "add", [(16384, 16384), (16384, 16384)], (16384, 16384), 0,
     3 * 4 * 16384 * 16384),
]


def region_of(manifest, fn):
    for c in manifest["cases"]:
        if f": {fn} on random inputs" in manifest["programs"][c["program"]]["name"]:
            return c["region"]
    raise SystemExit(f"gpu_timing.py: no case of '{fn}' in the bundle")


def halide_time(runner, bundle, region, ins, out, reps):
    cmd = [runner, bundle, "--bench", str(region), "--target", "cuda", "--reps", str(reps)]
    for s in ins:
        cmd += ["--in", "x".join(map(str, s))]
    cmd += ["--out-shape", "x".join(map(str, out))]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
    if p.returncode != 0:
        return {"status": "error", "message": (p.stderr + p.stdout)[-500:]}
    return json.loads(p.stdout.strip().splitlines()[-1])


def torch_time(fn, ins, reps):
    dev = torch.device("cuda")
    xs = [torch.rand(s, device=dev, dtype=torch.float32) for s in ins]
    op = {
        "matmul": lambda a, b: torch.matmul(a, b),
        "conv2d": lambda x, k: torch.nn.functional.conv2d(x, k, padding=1),
        "add": lambda a, b: torch.add(a, b),
    }[fn]
    op(*xs)
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(reps):
        op(*xs)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / 1000.0 / reps


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    bundle, runner = sys.argv[1], sys.argv[2]
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    manifest = json.load(open(f"{bundle}/manifest.json"))
    print(f"device: {torch.cuda.get_device_name(0)}; torch {torch.__version__}; TF32 off")
    rows = []
    for name, fn, ins, out, flops, nbytes in BENCHES:
        reps = 20 if fn == "add" else 5
        t0 = time.time()
        h = halide_time(runner, bundle, region_of(manifest, fn), ins, out, reps)
        t = torch_time(fn, ins, reps)
        row = {"bench": name, "torch_s": t, "halide": h, "wall_s": time.time() - t0}
        if h.get("status") == "ok":
            hs = h["seconds_per_call"]
            row["ratio_halide_over_torch"] = hs / t
            rate = (lambda s: f"{flops / s / 1e12:.2f} TFLOP/s") if flops else (
                lambda s: f"{nbytes / s / 1e9:.0f} GB/s")
            print(f"| {name} | Halide {hs * 1e3:.3f} ms ({rate(hs)}) | PyTorch {t * 1e3:.3f} ms "
                  f"({rate(t)}) | Halide/PyTorch {hs / t:.2f}x |", flush=True)
        else:
            print(f"| {name} | Halide failed: {h.get('message', '')} | PyTorch {t * 1e3:.3f} ms |",
                  flush=True)
        rows.append(row)
        torch.cuda.empty_cache()
    if out_json:
        json.dump({"device": torch.cuda.get_device_name(0), "rows": rows}, open(out_json, "w"),
                  indent=1)


if __name__ == "__main__":
    main()
