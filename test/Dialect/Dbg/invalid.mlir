// RUN: dbg-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'dbg.site' op needs a non-empty rendered location}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at ""

// -----

// expected-error @+1 {{'dbg.site' op needs a kernel name}}
dbg.site @s dispatch kernel "" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1"

// -----

// expected-error @+1 {{'dbg.site' op dispatch ordinal must be non-negative, got -1}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : -1 at "a.mlir:1:1"

// -----

// expected-error @+1 {{'dbg.site' op dispatch site needs its host function and ordinal}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" at "a.mlir:1:1"

// -----

func.func @nested() {
  // expected-error @+1 {{'dbg.site' op expects parent op 'builtin.module'}}
  dbg.site @s bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"
  return
}

// -----

// expected-error @+2 {{expected ::mlir::dbg::SiteKind to be one of: dispatch, bounds, nonfinite, dump, break, guard}}
// expected-error @+1 {{failed to parse Dbg_SiteKindAttr parameter 'value'}}
dbg.site @s sometimes kernel "k::f" op "memref.load" at "a.mlir:1:1"

// -----

func.func @no_site(%n: index) {
  // expected-error @+1 {{'dbg.dispatch' op 'missing' does not reference a dbg.site}}
  dbg.dispatch @missing
  return
}

// -----

dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i}"
func.func @wrong_kind(%n: index) {
  // expected-error @+1 {{'dbg.dispatch' op expects a dispatch site, but 'b' is a bounds site}}
  dbg.dispatch @b
  return
}

// -----

dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1"
func.func @memory_op_of_a_dispatch_site() {
  // expected-error @+1 {{'dbg.memory_op' op expects a memory site, but 'd' is a dispatch site}}
  dbg.memory_op @d
  return
}

// -----

func.func @memory_op_without_site() {
  // expected-error @+1 {{'dbg.memory_op' op 'missing' does not reference a dbg.site}}
  dbg.memory_op @missing
  return
}


// -----

// expected-error @+1 {{'dbg.default_options' must be a string in DBG_OPTIONS syntax}}
module attributes {dbg.default_options = 3 : i32} {
}

// -----

// expected-error @+1 {{unknown dbg attribute 'dbg.colour'}}
module attributes {dbg.colour = "red"} {
}

// -----

// expected-error @+1 {{'dbg.default_options' is only valid on a builtin.module}}
func.func @f() attributes {dbg.default_options = "trace"} {
  return
}

// -----

// The run-time defaults are checked with libdbgrt's parser at compile time.
// expected-error @+1 {{'dbg.default_options': unknown option 'loud'; valid options: device-sync-mode[=0|1]}}
module attributes {dbg.default_options = "trace,loud"} {
}

// -----

// expected-error @+1 {{'dbg.default_options': bad value 'sometimes' for 'device-sync-mode': expected 1|0|true|false|on|off}}
module attributes {dbg.default_options = "device-sync-mode=sometimes"} {
}

// -----

// expected-error @+1 {{'dbg.site' op a bounds site needs 'what' and 'detail'}}
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"

// -----

// expected-error @+1 {{'dbg.site' op only check sites have 'what', 'detail' and 'warn'}}
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" what "x"

// -----

// expected-error @+1 {{'dbg.site' op placeholder '{index:u64}' is not {NAME:TYPE} with TYPE one of i, f16, bf16, f32, f64}}
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "index {index:u64}"

// -----

// expected-error @+1 {{'dbg.site' op unterminated placeholder in detail template}}
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "index {index:i"

// -----

// expected-error @+1 {{'dbg.site' op detail template takes 5 values; a report holds at most 4}}
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "{a:i}{b:i}{c:i}{d:i}{e:i}"

// -----

dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "index {index:i} size {size:i}"
func.func @payload_count(%ok: i1, %i: index) {
  // expected-error @+1 {{'dbg.check' op passes 1 payload values, but the template of 'b' takes 2}}
  dbg.check %ok, @b(%i : index)
  return
}

// -----

dbg.site @n nonfinite kernel "k::f" op "math.sqrt" at "a.mlir:1:1" what "w" detail "value {value:f32}"
func.func @payload_type(%x: f64) {
  // expected-error @+1 {{'dbg.check_finite' op payload value #0 has type 'f64', but the template of 'n' prints a f32}}
  dbg.check_finite both %x, @n : f64
  return
}

// -----

dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
func.func @check_dispatch_site(%ok: i1) {
  // expected-error @+1 {{'dbg.check' op cannot report to 's', a dispatch site}}
  dbg.check %ok, @s
  return
}

// -----

func.func @check_missing_site(%ok: i1) {
  // expected-error @+1 {{'dbg.check' op 'nowhere' does not reference a dbg.site}}
  dbg.check %ok, @nowhere
  return
}

// -----

dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "{a:i}{b:i}{c:i}{d:i}"
func.func @too_many(%ok: i1, %i: index) {
  // expected-error @+1 {{'dbg.check' op takes at most 4 payload values, got 5}}
  dbg.check %ok, @b(%i, %i, %i, %i, %i : index, index, index, index, index)
  return
}

// -----

dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "{a:i}{b:i}{c:i}{d:i}"
func.func @report_too_many(%i: index) {
  // expected-error @+1 {{'dbg.report' op takes at most 4 payload values, got 5}}
  dbg.report @b(%i, %i, %i, %i, %i : index, index, index, index, index)
  return
}

// -----

dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
func.func @report_dispatch_site() {
  // expected-error @+1 {{'dbg.report' op cannot report to 's', a dispatch site}}
  dbg.report @s
  return
}

// -----

func.func @report_missing_site() {
  // expected-error @+1 {{'dbg.report' op 'nowhere' does not reference a dbg.site}}
  dbg.report @nowhere
  return
}

// -----

dbg.site @r race kernel "k::f" op "memref.store" at "a.mlir:1:1" what "w" detail "{element:i}"
func.func @report_payload_type(%x: f32) {
  // expected-error @+1 {{'dbg.report' op payload value #0 has type 'f32', but the template of 'r' prints an integer or index}}
  dbg.report @r(%x : f32)
  return
}

// -----

dbg.site @n nonfinite kernel "k::f" op "math.fma" at "a.mlir:1:1" what "w" detail "{v:f32}{a:f32}{b:f32}{c:f32}"
func.func @too_many_inputs(%x: f32) {
  // expected-error @+1 {{'dbg.check_finite' op reports at most 3 operands, got 4}}
  dbg.check_finite both %x, @n(%x, %x, %x, %x : f32, f32, f32, f32) : f32
  return
}

// -----

// expected-error @+1 {{'dbg.site' op operand '0:x:f32:1:0': the access is not r, w, rw, a or -}}
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "0:x:f32:1:0"

// -----

// expected-error @+1 {{'dbg.site' op operand '0:r:f12:1:0': unknown element type (expected f16, bf16, f32, f64, i1, i8, i16, i32 or i64)}}
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "0:r:f12:1:0"

// -----

// expected-error @+1 {{'dbg.site' op operand '0:r:f32': expected INDEX:ACCESS:DTYPE:RANK:PARAM}}
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "0:r:f32"

// -----

// expected-error @+1 {{'dbg.site' op only dispatch sites have 'operands'}}
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "w" detail "d" operands "0:r:f32:1:0"

// -----

// The site's operand list must describe the launch that follows.
module attributes {gpu.container_module} {
  dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "0:r:f32:1:0"
  gpu.module @k {
    gpu.func @f(%a: memref<4x4xf32>) kernel {
      gpu.return
    }
  }
  func.func @type(%a: memref<4x4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'dbg.dispatch' op site lists operand #0 as f32 of rank 1 at parameter 0; the launch that follows passes 'memref<4x4xf32>' at parameter 0}}
    dbg.dispatch @d
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4x4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "1:r:f32:1:0"
  gpu.module @k {
    gpu.func @f(%n: index, %a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @param(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'dbg.dispatch' op site lists operand #1 as f32 of rank 1 at parameter 0; the launch that follows passes 'memref<4xf32>' at parameter 1}}
    dbg.dispatch @d
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%c1 : index, %a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "2:r:f32:1:0"
  gpu.module @k {
    gpu.func @f(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @count(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'dbg.dispatch' op site lists operand #2; the launch that follows has 1 operands}}
    dbg.dispatch @d
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

func.func @descriptor(%a: memref<4x4xf32>) {
  // expected-error @+2 {{'dbg.read_descriptor' op inferred type(s) 'index', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'index', 'index', 'index'}}
  // expected-error @+1 {{'dbg.read_descriptor' op failed to infer returned types}}
  %f:3 = "dbg.read_descriptor"(%a) : (memref<4x4xf32>) -> (index, index, index)
  return
}

// -----

func.func @cold_path_on_other_op(%x: f32) {
  // expected-error @+1 {{'dbg.cold_path' is a unit attribute of an scf.if}}
  %y = arith.addf %x, %x {dbg.cold_path} : f32
  return
}

// -----

func.func @cold_path_not_unit(%c: i1) {
  // expected-error @+1 {{'dbg.cold_path' is a unit attribute of an scf.if}}
  scf.if %c {
  } {dbg.cold_path = 1 : i32}
  return
}

// -----

func.func @guard_on_other_op(%x: f32) {
  // expected-error @+1 {{'dbg.guard' is a unit attribute of an scf.if}}
  %y = arith.addf %x, %x {dbg.guard} : f32
  return
}

// -----

// expected-error @+1 {{'dbg.site' op only dispatch sites have a 'reference'}}
dbg.site @s bounds kernel "k::f" op "memref.load" at "m.mlir:1:1" what "out-of-bounds load" detail "index {index:i}" reference @wrapper takes "0"

// -----

// expected-error @+1 {{'dbg.site' op reference operand 'x' is not an operand index}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" reference @wrapper takes "0,x"

// -----

func.func @not_a_function(%a: memref<4xf32>) {
  // expected-error @+1 {{'dbg.reference' op 'missing' does not reference a func.func}}
  dbg.reference @missing(%a) : memref<4xf32>
  return
}

// -----

func.func private @takes_two(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @arity(%a: memref<4xf32>) {
  // expected-error @+1 {{'dbg.reference' op passes 1 buffer(s), but 'takes_two' has type '(memref<4xf32>, memref<4xf32>) -> ()'; a reference takes one memref per buffer and returns nothing}}
  dbg.reference @takes_two(%a) : memref<4xf32>
  return
}

// -----

func.func private @other_shape(%a: memref<8xf32>) {
  return
}
func.func @shape(%a: memref<4xf32>) {
  // expected-error @+1 {{'dbg.reference' op buffer #0 has type 'memref<4xf32>', but 'other_shape' takes 'memref<8xf32>' (expected the same shape and element type, identity layout)}}
  dbg.reference @other_shape(%a) : memref<4xf32>
  return
}

// -----

func.func private @strided(%a: memref<4xf32, strided<[2]>>) {
  return
}
func.func @layout(%a: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{'dbg.reference' op buffer #0 has type 'memref<4xf32, strided<[2]>>', but 'strided' takes 'memref<4xf32, strided<[2]>>' (expected the same shape and element type, identity layout)}}
  dbg.reference @strided(%a) : memref<4xf32, strided<[2]>>
  return
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'dbg.nan_origin' is a symbol reference on a kernel}}
  gpu.func @helper() attributes {dbg.nan_origin = @helper__nan_origin} {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'dbg.nan_origin_of' is a symbol reference on a kernel}}
  gpu.func @k() kernel attributes {dbg.nan_origin_of = "k"} {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'dbg.nan_origin' names @missing, which is not a kernel of the same gpu.module and type}}
  gpu.func @k() kernel attributes {dbg.nan_origin = @missing} {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'dbg.nan_origin' names @k__nan_origin, which is not a kernel of the same gpu.module and type}}
  gpu.func @k(%x: f32) kernel attributes {dbg.nan_origin = @k__nan_origin} {
    gpu.return
  }
  gpu.func @k__nan_origin() kernel {
    gpu.return
  }
}

// -----

// expected-error @+1 {{'dbg.site' op only dispatch sites have a 'source'}}
dbg.site @s bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i}" source "gpu.module @k {}" signature "" build "--target=host"

// -----

// expected-error @+1 {{'dbg.site' op has some of 'source', 'signature' and 'build' but not all}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" {source = "gpu.module @k {}"}

// -----

// expected-error @+1 {{'dbg.site' op signature line 'm 1 f99 memref<4xf99>': expected 'm RANK DTYPE TYPE', 'i BYTES TYPE', 'f BYTES TYPE' or 'x PARAMS TYPE'}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" source "gpu.module @k {}" signature "m 1 f99 memref<4xf99>\0A" build "--target=host"

// -----

// expected-error @+1 {{'dbg.site' op signature line 'i 3 i24': expected 'm RANK DTYPE TYPE', 'i BYTES TYPE', 'f BYTES TYPE' or 'x PARAMS TYPE'}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" source "gpu.module @k {}" signature "i 3 i24" build "--target=host"

// -----

// expected-error @+1 {{'dbg.kernel_source' is a dictionary {build, module, signature} of strings on a gpu.launch_func}}
func.func @f() attributes {dbg.kernel_source = {build = "", module = "", signature = ""}} {
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'dbg.kernel_source' is a dictionary {build, module, signature} of strings on a gpu.launch_func}}
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {dbg.kernel_source = {module = "gpu.module @k {}", signature = ""}}
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'dbg.kernel_source': signature line 'q 1 f32': expected 'm RANK DTYPE TYPE', 'i BYTES TYPE', 'f BYTES TYPE' or 'x PARAMS TYPE'}}
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {dbg.kernel_source = {build = "", module = "gpu.module @k {}", signature = "q 1 f32"}}
    return
  }
}

// -----

// expected-error @+1 {{'dbg.site' op only dispatch sites have a 'host' kernel build}}
dbg.site @s bounds kernel "k::f" op "memref.load" at "m.mlir:1:1" what "out-of-bounds load" detail "index {index:i}" host @record

// -----

// expected-error @+1 {{'dbg.site' op has a 'host' kernel build but no 'signature': libdbgrt launches it with the scalars the signature describes}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" host @record

// -----

// expected-error @+1 {{'dbg.host_build' is a unit attribute of a nested module}}
func.func @host_build_on_a_function() attributes {dbg.host_build} {
  return
}

// -----

// expected-error @+1 {{'dbg.site' op footprint item '0:w:add tx': an expression that lacks operands}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" footprint "0:w:add tx"

// -----

// expected-error @+1 {{'dbg.site' op footprint item '0:x:tx': its mode is not r or w}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" footprint "0:x:tx"

// -----

// expected-error @+1 {{'dbg.site' op footprint item '0:r:foo': 'foo' is not a footprint term}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" footprint "0:r:foo"

// -----

// expected-error @+1 {{'dbg.site' op only dispatch sites have a 'footprint'}}
dbg.site @s bounds kernel "k::f" op "memref.load" at "m.mlir:1:1" what "out-of-bounds load" detail "index {index:i}" footprint "0:r:tx"

// -----

// expected-error @+1 {{'dbg.parameter_file' is a string attribute of a function}}
module attributes {dbg.parameter_file = "w.safetensors"} {
}

// -----

// expected-error @+1 {{'dbg.parameter' is a non-empty string attribute of a function's argument}}
func.func @f(%w: memref<4xf32> {dbg.parameter = 3 : i32}) {
  return
}

// -----

// expected-error @+1 {{'dbg.parameter' is a non-empty string attribute of a function's argument}}
func.func @f(%w: memref<4xf32> {dbg.parameter = ""}) {
  return
}

// -----

// expected-error @+1 {{unknown dbg argument attribute 'dbg.weight'}}
func.func @f(%w: memref<4xf32> {dbg.weight = "w"}) {
  return
}
