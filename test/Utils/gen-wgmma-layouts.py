#!/usr/bin/env python3
"""Writes test/Integration/gpu-semantics/wgmma-layouts.mlir.

One kernel per shared-memory layout wgmma reads: K-major A and B with the
128-, 64- and 32-byte swizzles and without one (core matrices), a
transposed (MN-major) B and A, and bf16 and tf32 elements. TMA writes each
tile (the GPU's swizzle), the kernel builds its descriptors by hand from the
tile's shared address and issues NVVM's wgmma.mma_async once per K step,
and each thread stores its D fragment where PTX's layout puts it. The host
compares D with the product it computes and prints how many elements
agree: the host target and a GPU must both print all of them.

Usage: gen-wgmma-layouts.py > wgmma-layouts.mlir
       gen-wgmma-layouts.py --seeded-k-step > ../checks/wgmma-k-step.mlir
       gen-wgmma-layouts.py --seeded-fragment-store \
           > ../checks/wgmma-fragment-store.mlir
"""

import sys

# name, element type, bytes, swizzle bytes (0: none), N, K, A boxes, B boxes,
# a transposed, b transposed, lbo/sbo of A and B.
# A box: (rows, cols, coordinate (innermost first), shared byte offset) of
# A's global matrix ([M][K], or [K][M] when transposed); B likewise over
# [N][K] (K-major) or [K][N] (transposed).
CONFIGS = [
    dict(name="f16_k_swizzle128", t="f16", eb=2, sw=128, n=8, k=64,
         aglobal=(64, 64), aboxes=[(64, 64, (0, 0), 0)], alo=16, aso=1024,
         bglobal=(8, 64), bboxes=[(8, 64, (0, 0), 0)], blo=16, bso=1024),
    dict(name="f16_k_swizzle64", t="f16", eb=2, sw=64, n=8, k=32,
         aglobal=(64, 32), aboxes=[(64, 32, (0, 0), 0)], alo=16, aso=512,
         bglobal=(8, 32), bboxes=[(8, 32, (0, 0), 0)], blo=16, bso=512),
    dict(name="f16_k_swizzle32", t="f16", eb=2, sw=32, n=8, k=16,
         aglobal=(64, 16), aboxes=[(64, 16, (0, 0), 0)], alo=16, aso=256,
         bglobal=(8, 16), bboxes=[(8, 16, (0, 0), 0)], blo=16, bso=256),
    dict(name="f16_k_interleave", t="f16", eb=2, sw=0, n=8, k=16,
         aglobal=(64, 16),
         aboxes=[(64, 8, (0, 0), 0), (64, 8, (8, 0), 1024)], alo=1024,
         aso=128, bglobal=(8, 16),
         bboxes=[(8, 8, (0, 0), 0), (8, 8, (8, 0), 128)], blo=128, bso=256),
    dict(name="f16_b_transposed_swizzle128", t="f16", eb=2, sw=128, n=64,
         k=16, aglobal=(64, 16), aboxes=[(64, 16, (0, 0), 0)], alo=16,
         aso=256, asw=32, bglobal=(16, 64), bboxes=[(16, 64, (0, 0), 0)],
         blo=8192, bso=1024, btrans=True),
    dict(name="f16_a_transposed_swizzle64", t="f16", eb=2, sw=64, n=8,
         k=16, aglobal=(16, 64),
         aboxes=[(16, 32, (0, 0), 0), (16, 32, (32, 0), 1024)], alo=1024,
         aso=512, atrans=True, bglobal=(8, 16), bboxes=[(8, 16, (0, 0), 0)],
         blo=16, bso=256, bsw=32),
    dict(name="bf16_k_swizzle128", t="bf16", eb=2, sw=128, n=8, k=64,
         aglobal=(64, 64), aboxes=[(64, 64, (0, 0), 0)], alo=16, aso=1024,
         bglobal=(8, 64), bboxes=[(8, 64, (0, 0), 0)], blo=16, bso=1024),
    dict(name="tf32_k_swizzle128", t="f32", eb=4, sw=128, n=8, k=32,
         aglobal=(64, 32), aboxes=[(64, 32, (0, 0), 0)], alo=16, aso=1024,
         bglobal=(8, 32), bboxes=[(8, 32, (0, 0), 0)], blo=16, bso=1024),
]

SWIZZLE_KIND = {0: "none", 32: "swizzle_32b", 64: "swizzle_64b",
                128: "swizzle_128b"}
# PTX's layout type in bits 62-63 of a descriptor.
LAYOUT_TYPE = {0: 0, 128: 1, 64: 2, 32: 3}


def wgmma_type(c):
    return {"f16": "f16", "bf16": "bf16", "f32": "tf32"}[c["t"]]


def map_type(c, which, box):
    sw = c.get(which + "sw", c["sw"])
    return ("!nvgpu.tensormap.descriptor<tensor = memref<%dx%dx%s, 3>, "
            "swizzle = %s, l2promo = none, oob = zero, interleave = none>"
            % (box[0], box[1], c["t"], SWIZZLE_KIND[sw]))


def shared_bytes(c, which):
    boxes = c[which + "boxes"]
    return max(off + r * cols * c["eb"] for r, cols, _, off in boxes)


def descriptor(c, which):
    """The constant bits of operand `which`'s descriptor."""
    sw = c.get(which + "sw", c["sw"])
    lo, so = c[which + "lo"], c[which + "so"]
    return LAYOUT_TYPE[sw] << 62 | (so >> 4) << 32 | (lo >> 4) << 16


def k_steps(c):
    """Bytes each K step adds to A's and B's start address."""
    steps = c["k"] * c["eb"] // 32
    per_k = 32 // c["eb"]
    def step(which):
        if which == "a" and "a_step" in c:
            return c["a_step"]
        if c.get(which + "trans"):
            # K rows: 8 per stride byte offset.
            return per_k // 8 * c[which + "so"]
        return 32
    return steps, step("a"), step("b")


def kernel(c):
    name, t, n = c["name"], c["t"], c["n"]
    dt = "f32"
    lines = []
    w = lines.append
    maps = []
    for which in "ab":
        for i, box in enumerate(c[which + "boxes"]):
            maps.append((which, i, box))
    args = ", ".join("%%map_%s%d: %s" % (wh, i, map_type(c, wh, box))
                     for wh, i, box in maps)
    w("    memref.global \"private\" @a_%s : memref<%dxi8, 3> "
      "{alignment = 1024 : i64}" % (name, shared_bytes(c, "a")))
    w("    memref.global \"private\" @b_%s : memref<%dxi8, 3> "
      "{alignment = 1024 : i64}" % (name, shared_bytes(c, "b")))
    w("    gpu.func @%s(%s, %%d: memref<64x%dx%s>) kernel {"
      % (name, args, n, dt))
    w("      %c0 = arith.constant 0 : index")
    w("      %c1 = arith.constant 1 : index")
    w("      %tid = gpu.thread_id x")
    for which in "ab":
        w("      %%%s = memref.get_global @%s_%s : memref<%dxi8, 3>"
          % (which, which, name, shared_bytes(c, which)))
    w("      %bar = nvgpu.mbarrier.create -> !barrierType")
    w("      %first = arith.cmpi eq, %tid, %c0 : index")
    w("      nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %first : "
      "!barrierType")
    w("      gpu.barrier")
    total = sum(r * cols * c["eb"] for _, _, (r, cols, _, _) in maps)
    w("      scf.if %first {")
    w("        %%bytes = arith.constant %d : index" % total)
    w("        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : "
      "!barrierType")
    for which, i, (r, cols, coord, off) in maps:
        w("        %%off_%s%d = arith.constant %d : index" % (which, i, off))
        w("        %%view_%s%d = memref.view %%%s[%%off_%s%d][] : "
          "memref<%dxi8, 3> to memref<%dx%dx%s, 3>"
          % (which, i, which, which, i, shared_bytes(c, which), r, cols, t))
        w("        %%x_%s%d = arith.constant %d : index" % (which, i, coord[0]))
        w("        %%y_%s%d = arith.constant %d : index" % (which, i, coord[1]))
        w("        nvgpu.tma.async.load %%map_%s%d[%%x_%s%d, %%y_%s%d], "
          "%%bar[%%c0] to %%view_%s%d : %s, !barrierType -> "
          "memref<%dx%dx%s, 3>"
          % (which, i, which, i, which, i, which, i,
             map_type(c, which, (r, cols)), r, cols, t))
    w("      }")
    w("      %phase = arith.constant false")
    w("      %ticks = arith.constant 10000000 : index")
    w("      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : "
      "!barrierType")
    # Descriptors: bits [4, 18) of the tile's shared address, and the
    # constant fields.
    w("      %c4_i64 = arith.constant 4 : i64")
    w("      %mask = arith.constant 16383 : i64")
    for which in "ab":
        w("      %%p_%s = memref.extract_aligned_pointer_as_index %%%s : "
          "memref<%dxi8, 3> -> index" % (which, which,
                                         shared_bytes(c, which)))
        w("      %%i_%s = arith.index_cast %%p_%s : index to i64"
          % (which, which))
        w("      %%s_%s = arith.shrui %%i_%s, %%c4_i64 : i64" % (which, which))
        w("      %%f_%s = arith.andi %%s_%s, %%mask : i64" % (which, which))
        bits = descriptor(c, which)
        if bits >= 1 << 63:
            bits -= 1 << 64
        w("      %%bits_%s = arith.constant %d : i64" % (which, bits))
        w("      %%desc_%s = arith.ori %%f_%s, %%bits_%s : i64"
          % (which, which, which))
    struct = "!llvm.struct<(%s)>" % ", ".join([dt] * (n // 2))
    w("      %%acc0 = llvm.mlir.zero : %s" % struct)
    w("      nvvm.wgmma.fence.aligned")
    steps, step_a, step_b = k_steps(c)
    layout_a = "col" if c.get("atrans") else "row"
    layout_b = "row" if c.get("btrans") else "col"
    wt = wgmma_type(c)
    for s in range(steps):
        for which, step in (("a", step_a), ("b", step_b)):
            w("      %%step_%s%d = arith.constant %d : i64"
              % (which, s, s * step >> 4))
            w("      %%d_%s%d = arith.addi %%desc_%s, %%step_%s%d : i64"
              % (which, s, which, which, s))
        w("      %%acc%d = nvvm.wgmma.mma_async %%d_a%d, %%d_b%d, %%acc%d, "
          "#nvvm.shape<m = 64, n = %d, k = %d>, D [<f32>, "
          "#nvvm.wgmma_scale_out<one>], A [<%s>, #nvvm.wgmma_scale_in<one>, "
          "<%s>], B [<%s>, #nvvm.wgmma_scale_in<one>, <%s>] : %s -> %s"
          % (s + 1, s, s, s, n, 32 // c["eb"], wt, layout_a, wt, layout_b,
             struct, struct))
    w("      nvvm.wgmma.commit.group.sync.aligned")
    w("      nvvm.wgmma.wait.group.sync.aligned 0")
    # Each thread's fragment where PTX's layout puts it.
    w("      %c2 = arith.constant 2 : index")
    w("      %c4 = arith.constant 4 : index")
    w("      %c8 = arith.constant 8 : index")
    w("      %c16 = arith.constant 16 : index")
    w("      %c32 = arith.constant 32 : index")
    w("      %warp = arith.divui %tid, %c32 : index")
    w("      %lane = arith.remui %tid, %c32 : index")
    w("      %group = arith.divui %lane, %c4 : index")
    w("      %pair = arith.remui %lane, %c4 : index")
    w("      %rows = arith.muli %warp, %c16 : index")
    w("      %row0 = arith.addi %rows, %group : index")
    w("      %row8 = arith.addi %row0, %c8 : index")
    w("      %colbase = arith.muli %pair, %c2 : index")
    for i in range(n // 2):
        row = "%row8" if (i // 2) % 2 else "%row0"
        w("      %%v%d = llvm.extractvalue %%acc%d[%d] : %s"
          % (i, steps, i, struct))
        # The seeded bug swaps the two columns of each pair.
        column = (1 - i % 2 if c.get("permuted") else i % 2) + 8 * (i // 4)
        w("      %%cc%d = arith.constant %d : index" % (i, column))
        w("      %%col%d = arith.addi %%colbase, %%cc%d : index" % (i, i))
        w("      memref.store %%v%d, %%d[%s, %%col%d] : memref<64x%dx%s>"
          % (i, row, i, n, dt))
    w("      gpu.return")
    w("    }")
    return lines


def value(which, i, j):
    """Element (i, j) of the logical A [M][K] or B [K][N]: small integers,
    exact in every element type and in every sum."""
    if which == "a":
        return "((%s * 7 + %s * 3) mod 9) - 4" % (i, j)
    return "((%s * 5 + %s * 11) mod 7) - 3" % (i, j)


def host(c):
    name, t, n, k = c["name"], c["t"], c["n"], c["k"]
    lines = []
    w = lines.append
    w("    // %s" % name)
    w("    %%D_%s = memref.alloc() : memref<64x%dxf32>" % (name, n))
    w("    %%Dd_%s = gpu.alloc () : memref<64x%dxf32>" % (name, n))
    operands = []
    for which, (rows, cols) in (("a", c["aglobal"]), ("b", c["bglobal"])):
        host_buf = "%%H%s_%s" % (which, name)
        dev = "%%G%s_%s" % (which, name)
        w("    %s = memref.alloc() : memref<%dx%dx%s>"
          % (host_buf, rows, cols, t))
        # A's global is [M][K] (or [K][M] transposed); B's [N][K] (or
        # [K][N]): logical (i, j) of A is (m, k), of B (k, n).
        trans = c.get(which + "trans")
        w("    scf.for %%r = %%c0 to %%c%d step %%c1 {" % rows)
        w("      scf.for %%q = %%c0 to %%c%d step %%c1 {" % cols)
        if which == "a":
            i, j = ("%q", "%r") if trans else ("%r", "%q")
        else:
            i, j = ("%r", "%q") if trans else ("%q", "%r")
        w("        %%v = func.call @%s_value(%s, %s) : (index, index) -> f32"
          % (which, i, j))
        if t == "f32":
            w("        memref.store %%v, %s[%%r, %%q] : memref<%dx%dx%s>"
              % (host_buf, rows, cols, t))
        elif t == "bf16":
            # The high half of the f32 (exact for these values), with no
            # compiler-runtime call.
            w("        %bits = arith.bitcast %v : f32 to i32")
            w("        %c16_i32 = arith.constant 16 : i32")
            w("        %high = arith.shrui %bits, %c16_i32 : i32")
            w("        %half = arith.trunci %high : i32 to i16")
            w("        %e = arith.bitcast %half : i16 to bf16")
            w("        memref.store %%e, %s[%%r, %%q] : memref<%dx%dx%s>"
              % (host_buf, rows, cols, t))
        else:
            w("        %%e = arith.truncf %%v : f32 to %s" % t)
            w("        memref.store %%e, %s[%%r, %%q] : memref<%dx%dx%s>"
              % (host_buf, rows, cols, t))
        w("      }")
        w("    }")
        w("    %s = gpu.alloc () : memref<%dx%dx%s>" % (dev, rows, cols, t))
        w("    gpu.memcpy %s, %s : memref<%dx%dx%s>, memref<%dx%dx%s>"
          % (dev, host_buf, rows, cols, t, rows, cols, t))
        w("    %%U%s_%s = memref.cast %s : memref<%dx%dx%s> to memref<*x%s>"
          % (which, name, dev, rows, cols, t, t))
        for bi, (r, cols_, _, _) in enumerate(c[which + "boxes"]):
            mapname = "%%M%s%d_%s" % (which, bi, name)
            w("    %s = nvgpu.tma.create.descriptor %%U%s_%s box[%%c%d, %%c%d] "
              ": memref<*x%s> -> %s" % (mapname, which, name, r, cols_, t,
                                        map_type(c, which, (r, cols_))))
            operands.append((mapname, map_type(c, which, (r, cols_))))
    if c.get("permuted"):
        w("    dbg.reference @reference(%%Dd_%s) : memref<64x%dxf32>"
          % (name, n))
    w("    gpu.launch_func @kernels::@%s blocks in (%%c1, %%c1, %%c1) "
      "threads in (%%c128, %%c1, %%c1) args(%s, %%Dd_%s : memref<64x%dxf32>)"
      % (name, ", ".join("%s : %s" % (m, ty) for m, ty in operands), name, n))
    w("    gpu.memcpy %%D_%s, %%Dd_%s : memref<64x%dxf32>, memref<64x%dxf32>"
      % (name, name, n, n))
    # Count the elements that equal the product.
    w("    %%agree_%s = scf.for %%m = %%c0 to %%c64 step %%c1 iter_args("
      "%%cm = %%c0) -> (index) {" % name)
    w("      %%inner = scf.for %%nn = %%c0 to %%c%d step %%c1 iter_args("
      "%%cn = %%cm) -> (index) {" % n)
    w("        %%sum = scf.for %%kk = %%c0 to %%c%d step %%c1 iter_args("
      "%%s = %%zero) -> (f32) {" % k)
    w("          %va = func.call @a_value(%m, %kk) : (index, index) -> f32")
    w("          %vb = func.call @b_value(%kk, %nn) : (index, index) -> f32")
    w("          %p = arith.mulf %va, %vb : f32")
    w("          %s2 = arith.addf %s, %p : f32")
    w("          scf.yield %s2 : f32")
    w("        }")
    w("        %%got = memref.load %%D_%s[%%m, %%nn] : memref<64x%dxf32>"
      % (name, n))
    w("        %same = arith.cmpf oeq, %got, %sum : f32")
    w("        %one = arith.select %same, %c1, %c0 : index")
    w("        %next = arith.addi %cn, %one : index")
    w("        scf.yield %next : index")
    w("      }")
    w("      scf.yield %inner : index")
    w("    }")
    w("    vector.print str \"wgmma %s: \"" % name)
    w("    vector.print %%agree_%s : index" % name)
    return lines


SEEDED_HEADER = """\
The runbook's wrong K step of a multi-k wgmma: the 128-byte-swizzled
K-major A of wgmma-layouts.mlir's first kernel (64x64 f16, four K steps of
16; here with N = 64), whose K step is 16 rows of 2048 bytes (the MN-major
step) instead of 32 bytes. The second wgmma's A then reads past A's tile
into B's. On the H200 the kernel prints 18 of 4096 elements right, and
compute-sanitizer's racecheck, synccheck and memcheck say nothing; under
diff its host build reports it there too.
HOST: [dbg] error: wgmma at {{.*}}wgmma-k-step.mlir:LINE:7: operand A (descriptor start 3072, leading byte offset 16, stride byte offset 1024, 128B swizzle) reads shared bytes [3072, 11264), which hold what the TMA load at {{.*}}wgmma-k-step.mlir:TMA_A:9 brought from one tensor and what the TMA load at {{.*}}wgmma-k-step.mlir:TMA_B:9 brought from another in dispatch {{(@main:0 )?}}kernels::f16_k_swizzle128 [id=1]
HOST-NEXT: [dbg]   an operand is a tile of one matrix; a K or M step added to the descriptor that is too large for its tile does this (a K-major K step of 32 bytes, an MN-major one of 16 rows)"""


SEEDED_FRAGMENT_HEADER = """\
The runbook's fragment layout that is off: wgmma-layouts.mlir's first
kernel (64x8 f32 from 64x64 f16 operands, 128B swizzle) with each thread
storing the two columns of each pair of its D fragment swapped. The kernel
runs the same on a GPU and on its host build, which computes fragments in
PTX's layout, so comparing the two finds nothing; the launch carries a
reference (dbg.reference: the product computed on the CPU), against which
`diff` reports the dispatch. The H200 prints the same count as the host.
CHECK: wgmma f16_k_swizzle128: 56
DIFF: [dbg] error: dispatch differs from its reference in kernels::f16_k_swizzle128 at {{.*}}wgmma-fragment-store.mlir:LAUNCH:5: kernel argument #2 (f32[64x8]) differs at 456 of 512 element(s); first at [0, 0]: gpu -4, reference 12"""


def reference(c):
    """The CPU's D for config `c`: the function dbg.reference names."""
    n, k = c["n"], c["k"]
    return ["  func.func @reference(%%d: memref<64x%dxf32>) {" % n,
            "    %c0 = arith.constant 0 : index",
            "    %c1 = arith.constant 1 : index",
            "    %c64 = arith.constant 64 : index",
            "    %%cn = arith.constant %d : index" % n,
            "    %%ck = arith.constant %d : index" % k,
            "    %zero = arith.constant 0.0 : f32",
            "    scf.for %m = %c0 to %c64 step %c1 {",
            "      scf.for %nn = %c0 to %cn step %c1 {",
            "        %sum = scf.for %kk = %c0 to %ck step %c1 "
            "iter_args(%s = %zero) -> (f32) {",
            "          %va = func.call @a_value(%m, %kk) : (index, index) -> f32",
            "          %vb = func.call @b_value(%kk, %nn) : (index, index) -> f32",
            "          %p = arith.mulf %va, %vb : f32",
            "          %s2 = arith.addf %s, %p : f32",
            "          scf.yield %s2 : f32",
            "        }",
            "        memref.store %%sum, %%d[%%m, %%nn] : memref<64x%dxf32>" % n,
            "      }",
            "    }",
            "    return",
            "  }"]


def header(seeded):
    out = []
    w = out.append
    w("// Generated by test/Utils/gen-wgmma-layouts.py; do not edit.")
    if seeded:
        text = (SEEDED_FRAGMENT_HEADER if seeded == "fragment-store"
                else SEEDED_HEADER)
        for line in text.split("\n"):
            w("// " + line)
        return out
    doc = __doc__.strip().split("\n")
    for line in doc[2:doc.index("Usage: gen-wgmma-layouts.py > "
                                "wgmma-layouts.mlir") - 1]:
        w(("// " + line).rstrip())
    w("//")
    w("// RUN: dbg-compile %s --target=host -o %t")
    w("// RUN: %t | FileCheck %s")
    for c in CONFIGS:
        w("// CHECK: wgmma %s: %d" % (c["name"], 64 * c["n"]))
    return out


def main():
    seeded = None
    configs = CONFIGS
    if "--seeded-k-step" in sys.argv[1:]:
        seeded = "k-step"
        configs = [dict(CONFIGS[0], n=64, bglobal=(64, 64),
                        bboxes=[(64, 64, (0, 0), 0)], a_step=2048)]
    elif "--seeded-fragment-store" in sys.argv[1:]:
        seeded = "fragment-store"
        configs = [dict(CONFIGS[0], permuted=True)]
    out = header(seeded)
    w = out.append
    w("!barrierType = !nvgpu.mbarrier.group<memorySpace = "
      "#gpu.address_space<workgroup>>")
    w("module attributes {gpu.container_module} {")
    w("  gpu.module @kernels {")
    for c in configs:
        out.extend(kernel(c))
    w("  }")
    for which in "ab":
        i, j = ("%i", "%j")
        w("  func.func private @%s_value(%%i: index, %%j: index) -> f32 {"
          % which)
        mul_i, mul_j, mod, off = (7, 3, 9, 4) if which == "a" else (5, 11, 7, 3)
        w("    %%ci = arith.constant %d : index" % mul_i)
        w("    %%cj = arith.constant %d : index" % mul_j)
        w("    %%cm = arith.constant %d : index" % mod)
        w("    %%co = arith.constant %d : index" % off)
        w("    %x = arith.muli %i, %ci : index")
        w("    %y = arith.muli %j, %cj : index")
        w("    %s = arith.addi %x, %y : index")
        w("    %r = arith.remui %s, %cm : index")
        w("    %v = arith.subi %r, %co : index")
        w("    %n = arith.index_cast %v : index to i64")
        w("    %f = arith.sitofp %n : i64 to f32")
        w("    return %f : f32")
        w("  }")
    if seeded == "fragment-store":
        out.extend(reference(configs[0]))
    w("  func.func @main() {")
    w("    %zero = arith.constant 0.0 : f32")
    consts = sorted({0, 1, 128} | {v for c in configs for v in
                     list(c["aglobal"]) + list(c["bglobal"]) + [c["n"],
                     c["k"], 64] + [b[0] for b in c["aboxes"] + c["bboxes"]]
                     + [b[1] for b in c["aboxes"] + c["bboxes"]]})
    for v in consts:
        w("    %%c%d = arith.constant %d : index" % (v, v))
    for c in configs:
        out.extend(host(c))
    w("    return")
    w("  }")
    w("}")
    text = "\n".join(out)
    if seeded == "fragment-store":
        lines = text.split("\n")
        launch = [i + 1 for i, l in enumerate(lines)
                  if "gpu.launch_func" in l][0]
        text = text.replace("LAUNCH:5", str(launch) + ":5")
    elif seeded:
        # The line numbers the report names.
        lines = text.split("\n")
        def find(pattern, nth=0):
            return str([i + 1 for i, l in enumerate(lines)
                        if pattern in l][nth])
        text = (text.replace("LINE:7", find("%acc2 = nvvm.wgmma") + ":15")
                .replace("TMA_A:9", find("tma.async.load %map_a0") + ":9")
                .replace("TMA_B:9", find("tma.async.load %map_b0") + ":9"))
    print(text)


if __name__ == "__main__":
    main()
