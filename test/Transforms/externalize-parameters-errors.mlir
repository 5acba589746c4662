// RUN: dbg-opt %s -split-input-file -externalize-parameters="file=%t.safetensors min-bytes=1" -verify-diagnostics
// RUN: not dbg-opt %s -split-input-file -externalize-parameters 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not dbg-opt %s -split-input-file -externalize-parameters="file=%t.no-such-dir/x.safetensors" 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// NOFILE: error: externalize-parameters: no file to write the parameters to (pass file=PATH)
// UNWRITABLE: error: externalize-parameters: {{.*}}no-such-dir{{.*}}

// expected-error @below {{externalize-parameters: no function @forward (pass entry=NAME)}}
module {
  func.func @other() {
    return
  }
}

// -----

module {
  func.func @forward() -> tensor<4xui8> {
    // expected-error @below {{externalize-parameters: a constant of 'ui8', which a safetensors file does not hold as dbg reads it}}
    %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xui8>
    return %c : tensor<4xui8>
  }
}

// -----

module {
  func.func @forward() -> tensor<4xf32> {
    // expected-error @below {{externalize-parameters: its dense_resource data is not in the module (printed with its blobs elided?)}}
    %c = arith.constant dense_resource<__elided__> : tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

// -----

// Written here; the file of the third RUN line cannot be.
module {
  func.func @forward() -> tensor<4xf32> {
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    return %c : tensor<4xf32>
  }
}
