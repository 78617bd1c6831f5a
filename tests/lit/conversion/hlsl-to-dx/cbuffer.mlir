// cbuffer loads become row loads at the legacy 16-byte-row layout: each row a
// member touches is read once as a 128-bit vector of the member's component
// type, and the member's components are extracted from it.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx --dx-resource-records | FileCheck %s --check-prefix=RECORD

// cbuffer C { float a; float3 b; float2 c[2]; bool d; float4 e; double f; half2 h; }
// Legacy layout: a 0, b 4 (row 0), c[0] 16 (row 1), c[1] 32 (row 2), d 40,
// e 48 (row 3: it would cross a row at 44), f 64, h 72: 76 bytes.
!C = !hlsl.struct<"C", (f32, vector<3xf32>, !hlsl.array<2 x vector<2xf32>>, i1, vector<4xf32>, f64, vector<2xf16>)>
// cbuffer D { float x; double3 y; }: y is larger than a row, so it starts
// row 1 and spills into row 2.
!D = !hlsl.struct<"D", (f32, vector<3xf64>)>

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%cb = hlsl.handlefrombinding "C"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!C>

// RECORD: %C = {{.*}} {dx.annotate_props = array<i32: 13, 76>, dx.resource = #dx.resource<class = CBuffer, id = 0, name = "C", space = 0, lower_bound = 0, range_size = 1, size = 76>}
// RECORD: %D = {{.*}} {dx.annotate_props = array<i32: 13, 40>

// b: components 1..3 of row 0.
// CHECK: %C = dx.resource.handlefrombinding "C"
// CHECK-NEXT: %[[R0:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: %[[ROW0:[^ ]+]] = dx.resource.load.cbufferrow %C[%[[R0]]] : !dx.CBuffer<{{.*}}> -> vector<4xf32>
// CHECK-NEXT: %[[B1:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROW0]]{{.*}}1
// CHECK-NEXT: %[[B2:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROW0]]{{.*}}2
// CHECK-NEXT: %[[B3:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROW0]]{{.*}}3
// CHECK-NEXT: %[[B:[^ ]+]] = {{"?}}vector.from_elements{{"?}}{{.*}}%[[B1]], %[[B2]], %[[B3]]{{.*}}vector<3xf32>
%b = hlsl.cbuffer.load %cb member [1] : !hlsl.cbuffer<!C> -> vector<3xf32>

// c[1]: components 0..1 of row 2.
// CHECK: %[[R2:[^ ]+]] = {{"?}}arith.constant{{.*}} 2 : i32
// CHECK-NEXT: %[[ROW2:[^ ]+]] = dx.resource.load.cbufferrow %C[%[[R2]]] : !dx.CBuffer<{{.*}}> -> vector<4xf32>
// CHECK-NEXT: {{"?}}vector.extract{{"?}}{{.*}}%[[ROW2]]{{.*}}0
// CHECK-NEXT: {{"?}}vector.extract{{"?}}{{.*}}%[[ROW2]]{{.*}}1
// CHECK-NEXT: {{"?}}vector.from_elements{{"?}}{{.*}}vector<2xf32>
%c1 = hlsl.cbuffer.load %cb member [2, 1] : !hlsl.cbuffer<!C> -> vector<2xf32>

// d: component 2 of row 2, read as i32 and compared with 0.
// CHECK: %[[RD:[^ ]+]] = {{"?}}arith.constant{{.*}} 2 : i32
// CHECK-NEXT: %[[ROWD:[^ ]+]] = dx.resource.load.cbufferrow %C[%[[RD]]] : !dx.CBuffer<{{.*}}> -> vector<4xi32>
// CHECK-NEXT: %[[DI:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROWD]]{{.*}}2
// CHECK-NEXT: %[[Z:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: {{"?}}arith.cmpi{{"?}}{{ ne, |\(}}%[[DI]], %[[Z]]
%d = hlsl.cbuffer.load %cb member [3] : !hlsl.cbuffer<!C> -> i1

// e: all of row 3, which is the value itself.
// CHECK: %[[R3:[^ ]+]] = {{"?}}arith.constant{{.*}} 3 : i32
// CHECK-NEXT: %[[E:[^ ]+]] = dx.resource.load.cbufferrow %C[%[[R3]]] : !dx.CBuffer<{{.*}}> -> vector<4xf32>
// CHECK-NEXT: %[[R4:[^ ]+]] = {{"?}}arith.constant{{.*}} 4 : i32
%e = hlsl.cbuffer.load %cb member [4] : !hlsl.cbuffer<!C> -> vector<4xf32>

// f: component 0 of row 4 read as 2 x f64.
// CHECK-NEXT: %[[ROW4:[^ ]+]] = dx.resource.load.cbufferrow %C[%[[R4]]] : !dx.CBuffer<{{.*}}> -> vector<2xf64>
// CHECK-NEXT: %[[F:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROW4]]{{.*}}0
%f = hlsl.cbuffer.load %cb member [5] : !hlsl.cbuffer<!C> -> f64

// h: halves 4 and 5 of row 4 read as 8 x f16.
// CHECK: %[[RH:[^ ]+]] = {{"?}}arith.constant{{.*}} 4 : i32
// CHECK-NEXT: %[[ROWH:[^ ]+]] = dx.resource.load.cbufferrow %C[%[[RH]]] : !dx.CBuffer<{{.*}}> -> vector<8xf16>
// CHECK-NEXT: {{"?}}vector.extract{{"?}}{{.*}}%[[ROWH]]{{.*}}4
// CHECK-NEXT: {{"?}}vector.extract{{"?}}{{.*}}%[[ROWH]]{{.*}}5
// CHECK-NEXT: {{"?}}vector.from_elements{{"?}}{{.*}}vector<2xf16>
%h = hlsl.cbuffer.load %cb member [6] : !hlsl.cbuffer<!C> -> vector<2xf16>
"foo.use"(%b, %c1, %d, %e, %f, %h) : (vector<3xf32>, vector<2xf32>, i1, vector<4xf32>, f64, vector<2xf16>) -> ()

// y: components 0 and 1 from row 1, component 2 from row 2.
// CHECK: %D = dx.resource.handlefrombinding "D"
// CHECK-NEXT: %[[Y1:[^ ]+]] = {{"?}}arith.constant{{.*}} 1 : i32
// CHECK-NEXT: %[[ROWY1:[^ ]+]] = dx.resource.load.cbufferrow %D[%[[Y1]]] : !dx.CBuffer<{{.*}}> -> vector<2xf64>
// CHECK-NEXT: %[[Y2:[^ ]+]] = {{"?}}arith.constant{{.*}} 2 : i32
// CHECK-NEXT: %[[ROWY2:[^ ]+]] = dx.resource.load.cbufferrow %D[%[[Y2]]] : !dx.CBuffer<{{.*}}> -> vector<2xf64>
// CHECK-NEXT: %[[A:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROWY1]]{{.*}}0
// CHECK-NEXT: %[[B:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROWY1]]{{.*}}1
// CHECK-NEXT: %[[C:[^ ]+]] = {{"?}}vector.extract{{"?}}{{.*}}%[[ROWY2]]{{.*}}0
// CHECK-NEXT: {{"?}}vector.from_elements{{"?}}{{.*}}%[[A]], %[[B]], %[[C]]{{.*}}vector<3xf64>
%dcb = hlsl.handlefrombinding "D"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.ConstantBuffer<!D>
%y = hlsl.cbuffer.load %dcb member [1] : !hlsl.cbuffer<!D> -> vector<3xf64>
"foo.use"(%y) : (vector<3xf64>) -> ()

// A tbuffer is read the same way, from its !dx.TBuffer.
// CHECK: %T = dx.resource.handlefrombinding "T"{{.*}} : !dx.TBuffer<!hlsl.struct<"D", (f32, vector<3xf64>)>>
// CHECK: dx.resource.load.cbufferrow %T[%{{.*}}] : !dx.TBuffer<!hlsl.struct<"D", (f32, vector<3xf64>)>> -> vector<4xf32>
%tb = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.tbuffer<!D>
%x = hlsl.cbuffer.load %tb member [0] : !hlsl.tbuffer<!D> -> f32
"foo.use"(%x) : (f32) -> ()
