#loc1 = loc("torch/nn/modules/conv.py":565:0)
#loc2 = loc("examples/torch/export.py":353:0)
#loc3 = loc("examples/torch/export.py":358:0)
#loc4 = loc("examples/torch/export.py":335:0)
#loc5 = loc("examples/torch/export.py":334:0)
#loc6 = loc("torch/nn/modules/normalization.py":334:0)
#loc7 = loc("examples/torch/export.py":333:0)
#loc8 = loc("examples/torch/export.py":356:0)
#loc9 = loc("torch/nn/modules/conv.py":1198:0)
#loc10 = loc("examples/torch/export.py":355:0)
#loc11 = loc("examples/torch/export.py":354:0)
#loc12 = loc("examples/torch/export.py":357:0)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#loc13 = loc(callsite(#loc1 at #loc2))
#loc15 = loc(callsite(#loc4 at #loc3))
#loc16 = loc(callsite(#loc5 at #loc3))
#loc17 = loc(callsite(#loc7 at #loc3))
#loc18 = loc(callsite(#loc4 at #loc8))
#loc19 = loc(callsite(#loc5 at #loc8))
#loc20 = loc(callsite(#loc7 at #loc8))
#loc21 = loc(callsite(#loc9 at #loc8))
#loc22 = loc(callsite(#loc5 at #loc10))
#loc23 = loc(callsite(#loc7 at #loc10))
#loc24 = loc(callsite(#loc1 at #loc10))
#loc25 = loc(callsite(#loc4 at #loc11))
#loc26 = loc(callsite(#loc5 at #loc11))
#loc27 = loc(callsite(#loc7 at #loc11))
#loc28 = loc(callsite(#loc1 at #loc11))
#loc29 = loc(callsite(#loc5 at #loc2))
#loc30 = loc(callsite(#loc7 at #loc2))
#loc31 = loc(callsite(#loc4 at #loc2))
#loc32 = loc(callsite(#loc4 at #loc10))
#loc33 = loc(callsite(#loc1 at #loc15))
#loc34 = loc(callsite(#loc1 at #loc16))
#loc35 = loc(callsite(#loc6 at #loc16))
#loc36 = loc(callsite(#loc1 at #loc17))
#loc37 = loc(callsite(#loc6 at #loc17))
#loc38 = loc(callsite(#loc1 at #loc18))
#loc39 = loc(callsite(#loc1 at #loc19))
#loc40 = loc(callsite(#loc6 at #loc19))
#loc41 = loc(callsite(#loc1 at #loc20))
#loc42 = loc(callsite(#loc6 at #loc20))
#loc43 = loc(callsite(#loc1 at #loc22))
#loc44 = loc(callsite(#loc6 at #loc22))
#loc45 = loc(callsite(#loc1 at #loc23))
#loc46 = loc(callsite(#loc6 at #loc23))
#loc47 = loc(callsite(#loc1 at #loc25))
#loc48 = loc(callsite(#loc1 at #loc26))
#loc49 = loc(callsite(#loc6 at #loc26))
#loc50 = loc(callsite(#loc1 at #loc27))
#loc51 = loc(callsite(#loc6 at #loc27))
#loc52 = loc(callsite(#loc1 at #loc29))
#loc53 = loc(callsite(#loc6 at #loc29))
#loc54 = loc(callsite(#loc1 at #loc30))
#loc55 = loc(callsite(#loc6 at #loc30))
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32> loc(callsite(#loc1 at #loc2))) -> tensor<1x3x16x16xf32> {
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c4_i64 = arith.constant 4 : i64 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %c8_i64 = arith.constant 8 : i64 loc(#loc)
    %cst_2 = arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32> loc(#loc14)
    %cst_3 = arith.constant dense_resource<torch_tensor_3_8_1_1_torch.float32> : tensor<3x8x1x1xf32> loc(#loc14)
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32_19> : tensor<8xf32> loc(#loc33)
    %cst_5 = arith.constant dense_resource<torch_tensor_8_16_1_1_torch.float32> : tensor<8x16x1x1xf32> loc(#loc33)
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32_18> : tensor<8xf32> loc(#loc34)
    %cst_7 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_4> : tensor<8x8x3x3xf32> loc(#loc34)
    %cst_8 = arith.constant dense_resource<torch_tensor_8_torch.float32_17> : tensor<8xf32> loc(#loc35)
    %cst_9 = arith.constant dense_resource<torch_tensor_8_torch.float32_16> : tensor<8xf32> loc(#loc35)
    %cst_10 = arith.constant dense_resource<torch_tensor_8_torch.float32_15> : tensor<8xf32> loc(#loc36)
    %cst_11 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32> : tensor<8x16x3x3xf32> loc(#loc36)
    %cst_12 = arith.constant dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32> loc(#loc37)
    %cst_13 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32> loc(#loc37)
    %cst_14 = arith.constant dense_resource<torch_tensor_8_torch.float32_14> : tensor<8xf32> loc(#loc38)
    %cst_15 = arith.constant dense_resource<torch_tensor_8_32_1_1_torch.float32> : tensor<8x32x1x1xf32> loc(#loc38)
    %cst_16 = arith.constant dense_resource<torch_tensor_8_torch.float32_13> : tensor<8xf32> loc(#loc39)
    %cst_17 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_3> : tensor<8x8x3x3xf32> loc(#loc39)
    %cst_18 = arith.constant dense_resource<torch_tensor_8_torch.float32_12> : tensor<8xf32> loc(#loc40)
    %cst_19 = arith.constant dense_resource<torch_tensor_8_torch.float32_11> : tensor<8xf32> loc(#loc40)
    %cst_20 = arith.constant dense_resource<torch_tensor_8_torch.float32_10> : tensor<8xf32> loc(#loc41)
    %cst_21 = arith.constant dense_resource<torch_tensor_8_32_3_3_torch.float32> : tensor<8x32x3x3xf32> loc(#loc41)
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32> loc(#loc42)
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32> loc(#loc42)
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32> loc(#loc21)
    %cst_25 = arith.constant dense_resource<torch_tensor_16_16_2_2_torch.float32> : tensor<16x16x2x2xf32> loc(#loc21)
    %cst_26 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32> loc(#loc43)
    %cst_27 = arith.constant dense_resource<torch_tensor_16_16_3_3_torch.float32_3> : tensor<16x16x3x3xf32> loc(#loc43)
    %cst_28 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32> loc(#loc44)
    %cst_29 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32> loc(#loc44)
    %cst_30 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32> loc(#loc45)
    %cst_31 = arith.constant dense_resource<torch_tensor_16_16_3_3_torch.float32_2> : tensor<16x16x3x3xf32> loc(#loc45)
    %cst_32 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32> loc(#loc46)
    %cst_33 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32> loc(#loc46)
    %cst_34 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32> loc(#loc24)
    %cst_35 = arith.constant dense_resource<torch_tensor_16_16_3_3_torch.float32_1> : tensor<16x16x3x3xf32> loc(#loc24)
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32> loc(#loc47)
    %cst_37 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32> loc(#loc47)
    %cst_38 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32> loc(#loc48)
    %cst_39 = arith.constant dense_resource<torch_tensor_16_16_3_3_torch.float32> : tensor<16x16x3x3xf32> loc(#loc48)
    %cst_40 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32> loc(#loc49)
    %cst_41 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32> loc(#loc49)
    %cst_42 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32> loc(#loc50)
    %cst_43 = arith.constant dense_resource<torch_tensor_16_8_3_3_torch.float32> : tensor<16x8x3x3xf32> loc(#loc50)
    %cst_44 = arith.constant dense_resource<torch_tensor_8_torch.float32_9> : tensor<8xf32> loc(#loc51)
    %cst_45 = arith.constant dense_resource<torch_tensor_8_torch.float32_8> : tensor<8xf32> loc(#loc51)
    %cst_46 = arith.constant dense_resource<torch_tensor_8_torch.float32_7> : tensor<8xf32> loc(#loc28)
    %cst_47 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_2> : tensor<8x8x3x3xf32> loc(#loc28)
    %cst_48 = arith.constant dense_resource<torch_tensor_8_torch.float32_6> : tensor<8xf32> loc(#loc52)
    %cst_49 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_1> : tensor<8x8x3x3xf32> loc(#loc52)
    %cst_50 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32> loc(#loc53)
    %cst_51 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32> loc(#loc53)
    %cst_52 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32> loc(#loc54)
    %cst_53 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32> loc(#loc54)
    %cst_54 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32> loc(#loc55)
    %cst_55 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32> loc(#loc55)
    %cst_56 = arith.constant 1.000000e-05 : f64 loc(#loc55)
    %cst_57 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32> loc(#loc13)
    %cst_58 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32> loc(#loc13)
    %cst_59 = arith.constant 5.120000e+02 : f64 loc(#loc)
    %cst_60 = arith.constant 5.120000e+02 : f32 loc(#loc)
    %cst_61 = arith.constant 1.280000e+02 : f64 loc(#loc)
    %cst_62 = arith.constant 1.280000e+02 : f32 loc(#loc)
    %cst_63 = arith.constant 2.560000e+02 : f64 loc(#loc)
    %cst_64 = arith.constant 2.560000e+02 : f32 loc(#loc)
    %cst_65 = arith.constant 6.400000e+01 : f64 loc(#loc)
    %cst_66 = arith.constant 6.400000e+01 : f32 loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst_67 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_68 = arith.constant 1.024000e+03 : f64 loc(#loc)
    %cst_69 = arith.constant 1.024000e+03 : f32 loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %cst_70 = arith.constant 7.000000e+00 : f32 loc(#loc)
    %cst_71 = arith.constant dense_resource<torch_tensor_1_8_torch.int64> : tensor<1x8xi64> loc(#loc55)
    %cst_72 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_1> : tensor<1x8xi64> loc(#loc55)
    %cst_73 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_2> : tensor<1x8xi64> loc(#loc55)
    %cst_74 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_3> : tensor<1x8xi64> loc(#loc55)
    %cst_75 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_4> : tensor<1x8xi64> loc(#loc55)
    %cst_76 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_5> : tensor<1x8xi64> loc(#loc55)
    %cst_77 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_6> : tensor<1x8xi64> loc(#loc55)
    %cst_78 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_7> : tensor<1x8xi64> loc(#loc55)
    %cst_79 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_8> : tensor<1x8xi64> loc(#loc53)
    %cst_80 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_9> : tensor<1x8xi64> loc(#loc53)
    %cst_81 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_10> : tensor<1x8xi64> loc(#loc53)
    %cst_82 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_11> : tensor<1x8xi64> loc(#loc53)
    %cst_83 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_12> : tensor<1x8xi64> loc(#loc53)
    %cst_84 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_13> : tensor<1x8xi64> loc(#loc53)
    %cst_85 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_14> : tensor<1x8xi64> loc(#loc53)
    %cst_86 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_15> : tensor<1x8xi64> loc(#loc53)
    %cst_87 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_16> : tensor<1x8xi64> loc(#loc51)
    %cst_88 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_17> : tensor<1x8xi64> loc(#loc51)
    %cst_89 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_18> : tensor<1x8xi64> loc(#loc51)
    %cst_90 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_19> : tensor<1x8xi64> loc(#loc51)
    %cst_91 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_20> : tensor<1x8xi64> loc(#loc51)
    %cst_92 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_21> : tensor<1x8xi64> loc(#loc51)
    %cst_93 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_22> : tensor<1x8xi64> loc(#loc51)
    %cst_94 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_23> : tensor<1x8xi64> loc(#loc51)
    %cst_95 = arith.constant dense_resource<torch_tensor_1_16_torch.int64> : tensor<1x16xi64> loc(#loc49)
    %cst_96 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_1> : tensor<1x16xi64> loc(#loc49)
    %cst_97 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_2> : tensor<1x16xi64> loc(#loc49)
    %cst_98 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_3> : tensor<1x16xi64> loc(#loc49)
    %cst_99 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_4> : tensor<1x16xi64> loc(#loc49)
    %cst_100 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_5> : tensor<1x16xi64> loc(#loc49)
    %cst_101 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_6> : tensor<1x16xi64> loc(#loc49)
    %cst_102 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_7> : tensor<1x16xi64> loc(#loc49)
    %cst_103 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_8> : tensor<1x16xi64> loc(#loc46)
    %cst_104 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_9> : tensor<1x16xi64> loc(#loc46)
    %cst_105 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_10> : tensor<1x16xi64> loc(#loc46)
    %cst_106 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_11> : tensor<1x16xi64> loc(#loc46)
    %cst_107 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_12> : tensor<1x16xi64> loc(#loc46)
    %cst_108 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_13> : tensor<1x16xi64> loc(#loc46)
    %cst_109 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_14> : tensor<1x16xi64> loc(#loc46)
    %cst_110 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_15> : tensor<1x16xi64> loc(#loc46)
    %cst_111 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_16> : tensor<1x16xi64> loc(#loc44)
    %cst_112 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_17> : tensor<1x16xi64> loc(#loc44)
    %cst_113 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_18> : tensor<1x16xi64> loc(#loc44)
    %cst_114 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_19> : tensor<1x16xi64> loc(#loc44)
    %cst_115 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_20> : tensor<1x16xi64> loc(#loc44)
    %cst_116 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_21> : tensor<1x16xi64> loc(#loc44)
    %cst_117 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_22> : tensor<1x16xi64> loc(#loc44)
    %cst_118 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_23> : tensor<1x16xi64> loc(#loc44)
    %cst_119 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64> loc(#loc42)
    %cst_120 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64> loc(#loc42)
    %cst_121 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_2> : tensor<1x32xi64> loc(#loc42)
    %cst_122 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_3> : tensor<1x32xi64> loc(#loc42)
    %cst_123 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_4> : tensor<1x32xi64> loc(#loc42)
    %cst_124 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_5> : tensor<1x32xi64> loc(#loc42)
    %cst_125 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_6> : tensor<1x32xi64> loc(#loc42)
    %cst_126 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_7> : tensor<1x32xi64> loc(#loc42)
    %cst_127 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_24> : tensor<1x8xi64> loc(#loc40)
    %cst_128 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_25> : tensor<1x8xi64> loc(#loc40)
    %cst_129 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_26> : tensor<1x8xi64> loc(#loc40)
    %cst_130 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_27> : tensor<1x8xi64> loc(#loc40)
    %cst_131 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_28> : tensor<1x8xi64> loc(#loc40)
    %cst_132 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_29> : tensor<1x8xi64> loc(#loc40)
    %cst_133 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_30> : tensor<1x8xi64> loc(#loc40)
    %cst_134 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_31> : tensor<1x8xi64> loc(#loc40)
    %cst_135 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_24> : tensor<1x16xi64> loc(#loc37)
    %cst_136 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_25> : tensor<1x16xi64> loc(#loc37)
    %cst_137 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_26> : tensor<1x16xi64> loc(#loc37)
    %cst_138 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_27> : tensor<1x16xi64> loc(#loc37)
    %cst_139 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_28> : tensor<1x16xi64> loc(#loc37)
    %cst_140 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_29> : tensor<1x16xi64> loc(#loc37)
    %cst_141 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_30> : tensor<1x16xi64> loc(#loc37)
    %cst_142 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_31> : tensor<1x16xi64> loc(#loc37)
    %cst_143 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_32> : tensor<1x8xi64> loc(#loc35)
    %cst_144 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_33> : tensor<1x8xi64> loc(#loc35)
    %cst_145 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_34> : tensor<1x8xi64> loc(#loc35)
    %cst_146 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_35> : tensor<1x8xi64> loc(#loc35)
    %cst_147 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_36> : tensor<1x8xi64> loc(#loc35)
    %cst_148 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_37> : tensor<1x8xi64> loc(#loc35)
    %cst_149 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_38> : tensor<1x8xi64> loc(#loc35)
    %cst_150 = arith.constant dense_resource<torch_tensor_1_8_torch.int64_39> : tensor<1x8xi64> loc(#loc35)
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc2)), %arg2: index loc(callsite(#loc1 at #loc2)), %arg3: index loc(callsite(#loc1 at #loc2)), %arg4: index loc(callsite(#loc1 at #loc2))):
      tensor.yield %cst : f32 loc(#loc13)
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32> loc(#loc13)
    %0 = tensor.empty() : tensor<1x8x16x16xf32> loc(#loc13)
    %broadcasted = linalg.broadcast ins(%cst_58 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc13)
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_57 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> loc(#loc13)
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x8x16x16xf32> into tensor<1x8x256xf32> loc(#loc55)
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [1, 4, 2, 256] : tensor<1x8x256xf32> into tensor<1x4x2x256xf32> loc(#loc55)
    %2 = tensor.empty() : tensor<1x4x2x256xf64> loc(#loc55)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x2x256xf32>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.extf %in : f32 to f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x2x256xf64> loc(#loc55)
    %4 = tensor.empty() : tensor<1x4x1x1xf64> loc(#loc55)
    %5 = linalg.fill ins(%cst_0 : f64) outs(%4 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64> loc(#loc55)
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%3 : tensor<1x4x2x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.addf %in, %out : f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x1x1xf64> loc(#loc55)
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x1x1xf64> loc(#loc55)
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<1x4x2x256xf64>, tensor<1x4x1x1xf64>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %in_239: f64 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x2x256xf64> loc(#loc55)
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x4x2x256xf64>, tensor<1x4x2x256xf64>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %in_239: f64 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x2x256xf64> loc(#loc55)
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%9 : tensor<1x4x2x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.addf %in, %out : f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x1x1xf64> loc(#loc55)
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %out: f64 loc(callsite(#loc6 at #loc30))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc55)
      linalg.yield %272 : f64 loc(#loc55)
    } -> tensor<1x4x1x1xf64> loc(#loc55)
    %12 = tensor.empty() : tensor<1x4x1x1xf32> loc(#loc55)
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x1x1xf32> loc(#loc55)
    %14 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> loc(#loc55)
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<1x4x2x256xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.addf %in, %out : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x1x1xf32> loc(#loc55)
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.divf %in, %cst_60 : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x1x1xf32> loc(#loc55)
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc55)
      %273 = arith.addf %in, %272 : f32 loc(#loc55)
      linalg.yield %273 : f32 loc(#loc55)
    } -> tensor<1x4x1x1xf32> loc(#loc55)
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = math.rsqrt %in : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x1x1xf32> loc(#loc55)
    %expanded_151 = tensor.expand_shape %cst_55 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc55)
    %19 = tensor.empty() : tensor<1x4x2x1xf32> loc(#loc55)
    %20 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_151 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %in_239: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x2x1xf32> loc(#loc55)
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.negf %in : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x1x1xf32> loc(#loc55)
    %22 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %in_239: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x2x1xf32> loc(#loc55)
    %expanded_152 = tensor.expand_shape %cst_54 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc55)
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_152 : tensor<1x4x2x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %in_239: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x4x2x1xf32> loc(#loc55)
    %24 = tensor.empty() : tensor<1x8xf32> loc(#loc55)
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_71, %cst_72, %cst_73, %cst_74 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc30)), %in_239: i64 loc(callsite(#loc6 at #loc30)), %in_240: i64 loc(callsite(#loc6 at #loc30)), %in_241: i64 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc55)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc55)
      %274 = arith.select %272, %273, %in : i64 loc(#loc55)
      %275 = arith.index_cast %274 : i64 to index loc(#loc55)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc55)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc55)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc55)
      %279 = arith.index_cast %278 : i64 to index loc(#loc55)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc55)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc55)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc55)
      %283 = arith.index_cast %282 : i64 to index loc(#loc55)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc55)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc55)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc55)
      %287 = arith.index_cast %286 : i64 to index loc(#loc55)
      %extracted = tensor.extract %20[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc55)
      linalg.yield %extracted : f32 loc(#loc55)
    } -> tensor<1x8xf32> loc(#loc55)
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_75, %cst_76, %cst_77, %cst_78 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc30)), %in_239: i64 loc(callsite(#loc6 at #loc30)), %in_240: i64 loc(callsite(#loc6 at #loc30)), %in_241: i64 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc55)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc55)
      %274 = arith.select %272, %273, %in : i64 loc(#loc55)
      %275 = arith.index_cast %274 : i64 to index loc(#loc55)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc55)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc55)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc55)
      %279 = arith.index_cast %278 : i64 to index loc(#loc55)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc55)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc55)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc55)
      %283 = arith.index_cast %282 : i64 to index loc(#loc55)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc55)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc55)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc55)
      %287 = arith.index_cast %286 : i64 to index loc(#loc55)
      %extracted = tensor.extract %23[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc55)
      linalg.yield %extracted : f32 loc(#loc55)
    } -> tensor<1x8xf32> loc(#loc55)
    %expanded_153 = tensor.expand_shape %25 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc55)
    %expanded_154 = tensor.expand_shape %26 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc55)
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded_153 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %in_239: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x8x16x16xf32> loc(#loc55)
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_154 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %in_239: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc6 at #loc30))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc55)
      linalg.yield %272 : f32 loc(#loc55)
    } -> tensor<1x8x16x16xf32> loc(#loc55)
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %out: f32 loc(callsite(#loc7 at #loc2))):
      %272 = arith.negf %in : f32 loc(#loc30)
      %273 = math.exp %272 : f32 loc(#loc30)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc30)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc30)
      linalg.yield %275 : f32 loc(#loc30)
    } -> tensor<1x8x16x16xf32> loc(#loc30)
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %29 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc30)), %in_239: f32 loc(callsite(#loc7 at #loc2)), %out: f32 loc(callsite(#loc7 at #loc2))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc30)
      linalg.yield %272 : f32 loc(#loc30)
    } -> tensor<1x8x16x16xf32> loc(#loc30)
    %padded_155 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc30)), %arg2: index loc(callsite(#loc1 at #loc30)), %arg3: index loc(callsite(#loc1 at #loc30)), %arg4: index loc(callsite(#loc1 at #loc30))):
      tensor.yield %cst : f32 loc(#loc54)
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32> loc(#loc54)
    %broadcasted_156 = linalg.broadcast ins(%cst_52 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc54)
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_155, %cst_53 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_156 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> loc(#loc54)
    %collapsed_157 = tensor.collapse_shape %31 [[0], [1], [2, 3]] : tensor<1x8x16x16xf32> into tensor<1x8x256xf32> loc(#loc53)
    %expanded_158 = tensor.expand_shape %collapsed_157 [[0], [1, 2], [3]] output_shape [1, 4, 2, 256] : tensor<1x8x256xf32> into tensor<1x4x2x256xf32> loc(#loc53)
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158 : tensor<1x4x2x256xf32>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.extf %in : f32 to f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x2x256xf64> loc(#loc53)
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%32 : tensor<1x4x2x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.addf %in, %out : f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x1x1xf64> loc(#loc53)
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x1x1xf64> loc(#loc53)
    %35 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %34 : tensor<1x4x2x256xf64>, tensor<1x4x1x1xf64>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %in_239: f64 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x2x256xf64> loc(#loc53)
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %35 : tensor<1x4x2x256xf64>, tensor<1x4x2x256xf64>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %in_239: f64 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x2x256xf64> loc(#loc53)
    %37 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%36 : tensor<1x4x2x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.addf %in, %out : f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x1x1xf64> loc(#loc53)
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %out: f64 loc(callsite(#loc6 at #loc29))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc53)
      linalg.yield %272 : f64 loc(#loc53)
    } -> tensor<1x4x1x1xf64> loc(#loc53)
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x1x1xf32> loc(#loc53)
    %40 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_158 : tensor<1x4x2x256xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.addf %in, %out : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x1x1xf32> loc(#loc53)
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.divf %in, %cst_60 : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x1x1xf32> loc(#loc53)
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc53)
      %273 = arith.addf %in, %272 : f32 loc(#loc53)
      linalg.yield %273 : f32 loc(#loc53)
    } -> tensor<1x4x1x1xf32> loc(#loc53)
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = math.rsqrt %in : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x1x1xf32> loc(#loc53)
    %expanded_159 = tensor.expand_shape %cst_51 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc53)
    %44 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_159 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %in_239: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x2x1xf32> loc(#loc53)
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.negf %in : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x1x1xf32> loc(#loc53)
    %46 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %44 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %in_239: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x2x1xf32> loc(#loc53)
    %expanded_160 = tensor.expand_shape %cst_50 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc53)
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_160 : tensor<1x4x2x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %in_239: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x4x2x1xf32> loc(#loc53)
    %48 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_79, %cst_80, %cst_81, %cst_82 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc29)), %in_239: i64 loc(callsite(#loc6 at #loc29)), %in_240: i64 loc(callsite(#loc6 at #loc29)), %in_241: i64 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc53)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc53)
      %274 = arith.select %272, %273, %in : i64 loc(#loc53)
      %275 = arith.index_cast %274 : i64 to index loc(#loc53)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc53)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc53)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc53)
      %279 = arith.index_cast %278 : i64 to index loc(#loc53)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc53)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc53)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc53)
      %283 = arith.index_cast %282 : i64 to index loc(#loc53)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc53)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc53)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc53)
      %287 = arith.index_cast %286 : i64 to index loc(#loc53)
      %extracted = tensor.extract %44[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc53)
      linalg.yield %extracted : f32 loc(#loc53)
    } -> tensor<1x8xf32> loc(#loc53)
    %49 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_83, %cst_84, %cst_85, %cst_86 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc29)), %in_239: i64 loc(callsite(#loc6 at #loc29)), %in_240: i64 loc(callsite(#loc6 at #loc29)), %in_241: i64 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc53)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc53)
      %274 = arith.select %272, %273, %in : i64 loc(#loc53)
      %275 = arith.index_cast %274 : i64 to index loc(#loc53)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc53)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc53)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc53)
      %279 = arith.index_cast %278 : i64 to index loc(#loc53)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc53)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc53)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc53)
      %283 = arith.index_cast %282 : i64 to index loc(#loc53)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc53)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc53)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc53)
      %287 = arith.index_cast %286 : i64 to index loc(#loc53)
      %extracted = tensor.extract %47[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc53)
      linalg.yield %extracted : f32 loc(#loc53)
    } -> tensor<1x8xf32> loc(#loc53)
    %expanded_161 = tensor.expand_shape %48 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc53)
    %expanded_162 = tensor.expand_shape %49 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc53)
    %50 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_161 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc30)), %in_239: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x8x16x16xf32> loc(#loc53)
    %51 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_162 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %in_239: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc6 at #loc29))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc53)
      linalg.yield %272 : f32 loc(#loc53)
    } -> tensor<1x8x16x16xf32> loc(#loc53)
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %272 = arith.negf %in : f32 loc(#loc29)
      %273 = math.exp %272 : f32 loc(#loc29)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc29)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc29)
      linalg.yield %275 : f32 loc(#loc29)
    } -> tensor<1x8x16x16xf32> loc(#loc29)
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %52 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc29)), %in_239: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc29)
      linalg.yield %272 : f32 loc(#loc29)
    } -> tensor<1x8x16x16xf32> loc(#loc29)
    %padded_163 = tensor.pad %53 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc29)), %arg2: index loc(callsite(#loc1 at #loc29)), %arg3: index loc(callsite(#loc1 at #loc29)), %arg4: index loc(callsite(#loc1 at #loc29))):
      tensor.yield %cst : f32 loc(#loc52)
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32> loc(#loc52)
    %broadcasted_164 = linalg.broadcast ins(%cst_48 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc52)
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_163, %cst_49 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_164 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> loc(#loc52)
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %1 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc29)), %in_239: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc(callsite(#loc4 at #loc2))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc31)
      linalg.yield %272 : f32 loc(#loc31)
    } -> tensor<1x8x16x16xf32> loc(#loc31)
    %padded_165 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc11)), %arg2: index loc(callsite(#loc1 at #loc11)), %arg3: index loc(callsite(#loc1 at #loc11)), %arg4: index loc(callsite(#loc1 at #loc11))):
      tensor.yield %cst : f32 loc(#loc28)
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32> loc(#loc28)
    %56 = tensor.empty() : tensor<1x8x8x8xf32> loc(#loc28)
    %broadcasted_166 = linalg.broadcast ins(%cst_46 : tensor<8xf32>) outs(%56 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc28)
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_165, %cst_47 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_166 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> loc(#loc28)
    %collapsed_167 = tensor.collapse_shape %57 [[0], [1], [2, 3]] : tensor<1x8x8x8xf32> into tensor<1x8x64xf32> loc(#loc51)
    %expanded_168 = tensor.expand_shape %collapsed_167 [[0], [1, 2], [3]] output_shape [1, 4, 2, 64] : tensor<1x8x64xf32> into tensor<1x4x2x64xf32> loc(#loc51)
    %58 = tensor.empty() : tensor<1x4x2x64xf64> loc(#loc51)
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_168 : tensor<1x4x2x64xf32>) outs(%58 : tensor<1x4x2x64xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.extf %in : f32 to f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x2x64xf64> loc(#loc51)
    %60 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%59 : tensor<1x4x2x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.addf %in, %out : f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x1x1xf64> loc(#loc51)
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.divf %in, %cst_61 : f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x1x1xf64> loc(#loc51)
    %62 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %61 : tensor<1x4x2x64xf64>, tensor<1x4x1x1xf64>) outs(%58 : tensor<1x4x2x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %in_239: f64 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x2x64xf64> loc(#loc51)
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %62 : tensor<1x4x2x64xf64>, tensor<1x4x2x64xf64>) outs(%58 : tensor<1x4x2x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %in_239: f64 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x2x64xf64> loc(#loc51)
    %64 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%63 : tensor<1x4x2x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.addf %in, %out : f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x1x1xf64> loc(#loc51)
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %out: f64 loc(callsite(#loc6 at #loc27))):
      %272 = arith.divf %in, %cst_61 : f64 loc(#loc51)
      linalg.yield %272 : f64 loc(#loc51)
    } -> tensor<1x4x1x1xf64> loc(#loc51)
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x1x1xf32> loc(#loc51)
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_168 : tensor<1x4x2x64xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.addf %in, %out : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x1x1xf32> loc(#loc51)
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.divf %in, %cst_62 : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x1x1xf32> loc(#loc51)
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc51)
      %273 = arith.addf %in, %272 : f32 loc(#loc51)
      linalg.yield %273 : f32 loc(#loc51)
    } -> tensor<1x4x1x1xf32> loc(#loc51)
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = math.rsqrt %in : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x1x1xf32> loc(#loc51)
    %expanded_169 = tensor.expand_shape %cst_45 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc51)
    %71 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_169 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %in_239: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x2x1xf32> loc(#loc51)
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.negf %in : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x1x1xf32> loc(#loc51)
    %73 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %71 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %in_239: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x2x1xf32> loc(#loc51)
    %expanded_170 = tensor.expand_shape %cst_44 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc51)
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_170 : tensor<1x4x2x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %in_239: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x4x2x1xf32> loc(#loc51)
    %75 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_87, %cst_88, %cst_89, %cst_90 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc27)), %in_239: i64 loc(callsite(#loc6 at #loc27)), %in_240: i64 loc(callsite(#loc6 at #loc27)), %in_241: i64 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc51)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc51)
      %274 = arith.select %272, %273, %in : i64 loc(#loc51)
      %275 = arith.index_cast %274 : i64 to index loc(#loc51)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc51)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc51)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc51)
      %279 = arith.index_cast %278 : i64 to index loc(#loc51)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc51)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc51)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc51)
      %283 = arith.index_cast %282 : i64 to index loc(#loc51)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc51)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc51)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc51)
      %287 = arith.index_cast %286 : i64 to index loc(#loc51)
      %extracted = tensor.extract %71[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc51)
      linalg.yield %extracted : f32 loc(#loc51)
    } -> tensor<1x8xf32> loc(#loc51)
    %76 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_91, %cst_92, %cst_93, %cst_94 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc27)), %in_239: i64 loc(callsite(#loc6 at #loc27)), %in_240: i64 loc(callsite(#loc6 at #loc27)), %in_241: i64 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc51)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc51)
      %274 = arith.select %272, %273, %in : i64 loc(#loc51)
      %275 = arith.index_cast %274 : i64 to index loc(#loc51)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc51)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc51)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc51)
      %279 = arith.index_cast %278 : i64 to index loc(#loc51)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc51)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc51)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc51)
      %283 = arith.index_cast %282 : i64 to index loc(#loc51)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc51)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc51)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc51)
      %287 = arith.index_cast %286 : i64 to index loc(#loc51)
      %extracted = tensor.extract %74[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc51)
      linalg.yield %extracted : f32 loc(#loc51)
    } -> tensor<1x8xf32> loc(#loc51)
    %expanded_171 = tensor.expand_shape %75 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc51)
    %expanded_172 = tensor.expand_shape %76 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc51)
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_171 : tensor<1x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %in_239: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x8x8x8xf32> loc(#loc51)
    %78 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_172 : tensor<1x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %in_239: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc6 at #loc27))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc51)
      linalg.yield %272 : f32 loc(#loc51)
    } -> tensor<1x8x8x8xf32> loc(#loc51)
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x8x8xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %out: f32 loc(callsite(#loc7 at #loc11))):
      %272 = arith.negf %in : f32 loc(#loc27)
      %273 = math.exp %272 : f32 loc(#loc27)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc27)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc27)
      linalg.yield %275 : f32 loc(#loc27)
    } -> tensor<1x8x8x8xf32> loc(#loc27)
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %79 : tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc27)), %in_239: f32 loc(callsite(#loc7 at #loc11)), %out: f32 loc(callsite(#loc7 at #loc11))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc27)
      linalg.yield %272 : f32 loc(#loc27)
    } -> tensor<1x8x8x8xf32> loc(#loc27)
    %padded_173 = tensor.pad %80 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc27)), %arg2: index loc(callsite(#loc1 at #loc27)), %arg3: index loc(callsite(#loc1 at #loc27)), %arg4: index loc(callsite(#loc1 at #loc27))):
      tensor.yield %cst : f32 loc(#loc50)
    } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32> loc(#loc50)
    %81 = tensor.empty() : tensor<1x16x8x8xf32> loc(#loc50)
    %broadcasted_174 = linalg.broadcast ins(%cst_42 : tensor<16xf32>) outs(%81 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc50)
    %82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_173, %cst_43 : tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_174 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32> loc(#loc50)
    %collapsed_175 = tensor.collapse_shape %82 [[0], [1], [2, 3]] : tensor<1x16x8x8xf32> into tensor<1x16x64xf32> loc(#loc49)
    %expanded_176 = tensor.expand_shape %collapsed_175 [[0], [1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<1x16x64xf32> into tensor<1x4x4x64xf32> loc(#loc49)
    %83 = tensor.empty() : tensor<1x4x4x64xf64> loc(#loc49)
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176 : tensor<1x4x4x64xf32>) outs(%83 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.extf %in : f32 to f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x4x64xf64> loc(#loc49)
    %85 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%84 : tensor<1x4x4x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.addf %in, %out : f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x1x1xf64> loc(#loc49)
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.divf %in, %cst_63 : f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x1x1xf64> loc(#loc49)
    %87 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<1x4x4x64xf64>, tensor<1x4x1x1xf64>) outs(%83 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %in_239: f64 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x4x64xf64> loc(#loc49)
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %87 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%83 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %in_239: f64 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x4x64xf64> loc(#loc49)
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%88 : tensor<1x4x4x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.addf %in, %out : f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x1x1xf64> loc(#loc49)
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %out: f64 loc(callsite(#loc6 at #loc26))):
      %272 = arith.divf %in, %cst_63 : f64 loc(#loc49)
      linalg.yield %272 : f64 loc(#loc49)
    } -> tensor<1x4x1x1xf64> loc(#loc49)
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x1x1xf32> loc(#loc49)
    %92 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_176 : tensor<1x4x4x64xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.addf %in, %out : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x1x1xf32> loc(#loc49)
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.divf %in, %cst_64 : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x1x1xf32> loc(#loc49)
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc49)
      %273 = arith.addf %in, %272 : f32 loc(#loc49)
      linalg.yield %273 : f32 loc(#loc49)
    } -> tensor<1x4x1x1xf32> loc(#loc49)
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = math.rsqrt %in : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x1x1xf32> loc(#loc49)
    %expanded_177 = tensor.expand_shape %cst_41 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc49)
    %96 = tensor.empty() : tensor<1x4x4x1xf32> loc(#loc49)
    %97 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_177 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %in_239: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x4x1xf32> loc(#loc49)
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.negf %in : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x1x1xf32> loc(#loc49)
    %99 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %97 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %in_239: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x4x1xf32> loc(#loc49)
    %expanded_178 = tensor.expand_shape %cst_40 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc49)
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_178 : tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %in_239: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x4x4x1xf32> loc(#loc49)
    %101 = tensor.empty() : tensor<1x16xf32> loc(#loc49)
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_95, %cst_96, %cst_97, %cst_98 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc26)), %in_239: i64 loc(callsite(#loc6 at #loc26)), %in_240: i64 loc(callsite(#loc6 at #loc26)), %in_241: i64 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc49)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc49)
      %274 = arith.select %272, %273, %in : i64 loc(#loc49)
      %275 = arith.index_cast %274 : i64 to index loc(#loc49)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc49)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc49)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc49)
      %279 = arith.index_cast %278 : i64 to index loc(#loc49)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc49)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc49)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc49)
      %283 = arith.index_cast %282 : i64 to index loc(#loc49)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc49)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc49)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc49)
      %287 = arith.index_cast %286 : i64 to index loc(#loc49)
      %extracted = tensor.extract %97[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc49)
      linalg.yield %extracted : f32 loc(#loc49)
    } -> tensor<1x16xf32> loc(#loc49)
    %103 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_99, %cst_100, %cst_101, %cst_102 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc26)), %in_239: i64 loc(callsite(#loc6 at #loc26)), %in_240: i64 loc(callsite(#loc6 at #loc26)), %in_241: i64 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc49)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc49)
      %274 = arith.select %272, %273, %in : i64 loc(#loc49)
      %275 = arith.index_cast %274 : i64 to index loc(#loc49)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc49)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc49)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc49)
      %279 = arith.index_cast %278 : i64 to index loc(#loc49)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc49)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc49)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc49)
      %283 = arith.index_cast %282 : i64 to index loc(#loc49)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc49)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc49)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc49)
      %287 = arith.index_cast %286 : i64 to index loc(#loc49)
      %extracted = tensor.extract %100[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc49)
      linalg.yield %extracted : f32 loc(#loc49)
    } -> tensor<1x16xf32> loc(#loc49)
    %expanded_179 = tensor.expand_shape %102 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc49)
    %expanded_180 = tensor.expand_shape %103 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc49)
    %104 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_179 : tensor<1x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%81 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc27)), %in_239: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x16x8x8xf32> loc(#loc49)
    %105 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_180 : tensor<1x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%81 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %in_239: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc6 at #loc26))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc49)
      linalg.yield %272 : f32 loc(#loc49)
    } -> tensor<1x16x8x8xf32> loc(#loc49)
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<1x16x8x8xf32>) outs(%81 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %272 = arith.negf %in : f32 loc(#loc26)
      %273 = math.exp %272 : f32 loc(#loc26)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc26)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc26)
      linalg.yield %275 : f32 loc(#loc26)
    } -> tensor<1x16x8x8xf32> loc(#loc26)
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %106 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%81 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc26)), %in_239: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc26)
      linalg.yield %272 : f32 loc(#loc26)
    } -> tensor<1x16x8x8xf32> loc(#loc26)
    %padded_181 = tensor.pad %107 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc26)), %arg2: index loc(callsite(#loc1 at #loc26)), %arg3: index loc(callsite(#loc1 at #loc26)), %arg4: index loc(callsite(#loc1 at #loc26))):
      tensor.yield %cst : f32 loc(#loc48)
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32> loc(#loc48)
    %broadcasted_182 = linalg.broadcast ins(%cst_38 : tensor<16xf32>) outs(%81 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc48)
    %108 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_181, %cst_39 : tensor<1x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_182 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32> loc(#loc48)
    %broadcasted_183 = linalg.broadcast ins(%cst_36 : tensor<16xf32>) outs(%81 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc47)
    %109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%57, %cst_37 : tensor<1x8x8x8xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_183 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32> loc(#loc47)
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %109 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%81 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc26)), %in_239: f32 loc(callsite(#loc1 at #loc25)), %out: f32 loc(callsite(#loc4 at #loc11))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc25)
      linalg.yield %272 : f32 loc(#loc25)
    } -> tensor<1x16x8x8xf32> loc(#loc25)
    %padded_184 = tensor.pad %110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc10)), %arg2: index loc(callsite(#loc1 at #loc10)), %arg3: index loc(callsite(#loc1 at #loc10)), %arg4: index loc(callsite(#loc1 at #loc10))):
      tensor.yield %cst : f32 loc(#loc24)
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32> loc(#loc24)
    %111 = tensor.empty() : tensor<1x16x4x4xf32> loc(#loc24)
    %broadcasted_185 = linalg.broadcast ins(%cst_34 : tensor<16xf32>) outs(%111 : tensor<1x16x4x4xf32>) dimensions = [0, 2, 3]  loc(#loc24)
    %112 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_184, %cst_35 : tensor<1x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_185 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> loc(#loc24)
    %collapsed_186 = tensor.collapse_shape %112 [[0], [1], [2, 3]] : tensor<1x16x4x4xf32> into tensor<1x16x16xf32> loc(#loc46)
    %expanded_187 = tensor.expand_shape %collapsed_186 [[0], [1, 2], [3]] output_shape [1, 4, 4, 16] : tensor<1x16x16xf32> into tensor<1x4x4x16xf32> loc(#loc46)
    %113 = tensor.empty() : tensor<1x4x4x16xf64> loc(#loc46)
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<1x4x4x16xf32>) outs(%113 : tensor<1x4x4x16xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.extf %in : f32 to f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x4x16xf64> loc(#loc46)
    %115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%114 : tensor<1x4x4x16xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.addf %in, %out : f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x1x1xf64> loc(#loc46)
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.divf %in, %cst_65 : f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x1x1xf64> loc(#loc46)
    %117 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %116 : tensor<1x4x4x16xf64>, tensor<1x4x1x1xf64>) outs(%113 : tensor<1x4x4x16xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %in_239: f64 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x4x16xf64> loc(#loc46)
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %117 : tensor<1x4x4x16xf64>, tensor<1x4x4x16xf64>) outs(%113 : tensor<1x4x4x16xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %in_239: f64 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x4x16xf64> loc(#loc46)
    %119 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%118 : tensor<1x4x4x16xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.addf %in, %out : f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x1x1xf64> loc(#loc46)
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %out: f64 loc(callsite(#loc6 at #loc23))):
      %272 = arith.divf %in, %cst_65 : f64 loc(#loc46)
      linalg.yield %272 : f64 loc(#loc46)
    } -> tensor<1x4x1x1xf64> loc(#loc46)
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x1x1xf32> loc(#loc46)
    %122 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_187 : tensor<1x4x4x16xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x1x1xf32> loc(#loc46)
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.divf %in, %cst_66 : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x1x1xf32> loc(#loc46)
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc46)
      %273 = arith.addf %in, %272 : f32 loc(#loc46)
      linalg.yield %273 : f32 loc(#loc46)
    } -> tensor<1x4x1x1xf32> loc(#loc46)
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = math.rsqrt %in : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x1x1xf32> loc(#loc46)
    %expanded_188 = tensor.expand_shape %cst_33 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc46)
    %126 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_188 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %in_239: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x4x1xf32> loc(#loc46)
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.negf %in : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x1x1xf32> loc(#loc46)
    %128 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %126 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %in_239: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x4x1xf32> loc(#loc46)
    %expanded_189 = tensor.expand_shape %cst_32 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc46)
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_189 : tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %in_239: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x4x4x1xf32> loc(#loc46)
    %130 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_103, %cst_104, %cst_105, %cst_106 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc23)), %in_239: i64 loc(callsite(#loc6 at #loc23)), %in_240: i64 loc(callsite(#loc6 at #loc23)), %in_241: i64 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc46)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc46)
      %274 = arith.select %272, %273, %in : i64 loc(#loc46)
      %275 = arith.index_cast %274 : i64 to index loc(#loc46)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc46)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc46)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc46)
      %279 = arith.index_cast %278 : i64 to index loc(#loc46)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc46)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc46)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc46)
      %283 = arith.index_cast %282 : i64 to index loc(#loc46)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc46)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc46)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc46)
      %287 = arith.index_cast %286 : i64 to index loc(#loc46)
      %extracted = tensor.extract %126[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc46)
      linalg.yield %extracted : f32 loc(#loc46)
    } -> tensor<1x16xf32> loc(#loc46)
    %131 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_107, %cst_108, %cst_109, %cst_110 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc23)), %in_239: i64 loc(callsite(#loc6 at #loc23)), %in_240: i64 loc(callsite(#loc6 at #loc23)), %in_241: i64 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc46)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc46)
      %274 = arith.select %272, %273, %in : i64 loc(#loc46)
      %275 = arith.index_cast %274 : i64 to index loc(#loc46)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc46)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc46)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc46)
      %279 = arith.index_cast %278 : i64 to index loc(#loc46)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc46)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc46)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc46)
      %283 = arith.index_cast %282 : i64 to index loc(#loc46)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc46)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc46)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc46)
      %287 = arith.index_cast %286 : i64 to index loc(#loc46)
      %extracted = tensor.extract %129[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc46)
      linalg.yield %extracted : f32 loc(#loc46)
    } -> tensor<1x16xf32> loc(#loc46)
    %expanded_190 = tensor.expand_shape %130 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc46)
    %expanded_191 = tensor.expand_shape %131 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc46)
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_190 : tensor<1x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc10)), %in_239: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x16x4x4xf32> loc(#loc46)
    %133 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_191 : tensor<1x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %in_239: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc6 at #loc23))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc46)
      linalg.yield %272 : f32 loc(#loc46)
    } -> tensor<1x16x4x4xf32> loc(#loc46)
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %272 = arith.negf %in : f32 loc(#loc23)
      %273 = math.exp %272 : f32 loc(#loc23)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc23)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc23)
      linalg.yield %275 : f32 loc(#loc23)
    } -> tensor<1x16x4x4xf32> loc(#loc23)
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %134 : tensor<1x16x4x4xf32>, tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc23)), %in_239: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc23)
      linalg.yield %272 : f32 loc(#loc23)
    } -> tensor<1x16x4x4xf32> loc(#loc23)
    %padded_192 = tensor.pad %135 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc23)), %arg2: index loc(callsite(#loc1 at #loc23)), %arg3: index loc(callsite(#loc1 at #loc23)), %arg4: index loc(callsite(#loc1 at #loc23))):
      tensor.yield %cst : f32 loc(#loc45)
    } : tensor<1x16x4x4xf32> to tensor<1x16x6x6xf32> loc(#loc45)
    %broadcasted_193 = linalg.broadcast ins(%cst_30 : tensor<16xf32>) outs(%111 : tensor<1x16x4x4xf32>) dimensions = [0, 2, 3]  loc(#loc45)
    %136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_192, %cst_31 : tensor<1x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_193 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> loc(#loc45)
    %collapsed_194 = tensor.collapse_shape %136 [[0], [1], [2, 3]] : tensor<1x16x4x4xf32> into tensor<1x16x16xf32> loc(#loc44)
    %expanded_195 = tensor.expand_shape %collapsed_194 [[0], [1, 2], [3]] output_shape [1, 4, 4, 16] : tensor<1x16x16xf32> into tensor<1x4x4x16xf32> loc(#loc44)
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_195 : tensor<1x4x4x16xf32>) outs(%113 : tensor<1x4x4x16xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.extf %in : f32 to f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x4x16xf64> loc(#loc44)
    %138 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%137 : tensor<1x4x4x16xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.addf %in, %out : f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x1x1xf64> loc(#loc44)
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.divf %in, %cst_65 : f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x1x1xf64> loc(#loc44)
    %140 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<1x4x4x16xf64>, tensor<1x4x1x1xf64>) outs(%113 : tensor<1x4x4x16xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %in_239: f64 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x4x16xf64> loc(#loc44)
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<1x4x4x16xf64>, tensor<1x4x4x16xf64>) outs(%113 : tensor<1x4x4x16xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %in_239: f64 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x4x16xf64> loc(#loc44)
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%141 : tensor<1x4x4x16xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.addf %in, %out : f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x1x1xf64> loc(#loc44)
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %out: f64 loc(callsite(#loc6 at #loc22))):
      %272 = arith.divf %in, %cst_65 : f64 loc(#loc44)
      linalg.yield %272 : f64 loc(#loc44)
    } -> tensor<1x4x1x1xf64> loc(#loc44)
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x1x1xf32> loc(#loc44)
    %145 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_195 : tensor<1x4x4x16xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.addf %in, %out : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x1x1xf32> loc(#loc44)
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.divf %in, %cst_66 : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x1x1xf32> loc(#loc44)
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc44)
      %273 = arith.addf %in, %272 : f32 loc(#loc44)
      linalg.yield %273 : f32 loc(#loc44)
    } -> tensor<1x4x1x1xf32> loc(#loc44)
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = math.rsqrt %in : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x1x1xf32> loc(#loc44)
    %expanded_196 = tensor.expand_shape %cst_29 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc44)
    %149 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_196 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %in_239: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x4x1xf32> loc(#loc44)
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.negf %in : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x1x1xf32> loc(#loc44)
    %151 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %149 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %in_239: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x4x1xf32> loc(#loc44)
    %expanded_197 = tensor.expand_shape %cst_28 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc44)
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_197 : tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %in_239: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x4x4x1xf32> loc(#loc44)
    %153 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_111, %cst_112, %cst_113, %cst_114 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc22)), %in_239: i64 loc(callsite(#loc6 at #loc22)), %in_240: i64 loc(callsite(#loc6 at #loc22)), %in_241: i64 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc44)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc44)
      %274 = arith.select %272, %273, %in : i64 loc(#loc44)
      %275 = arith.index_cast %274 : i64 to index loc(#loc44)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc44)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc44)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc44)
      %279 = arith.index_cast %278 : i64 to index loc(#loc44)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc44)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc44)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc44)
      %283 = arith.index_cast %282 : i64 to index loc(#loc44)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc44)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc44)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc44)
      %287 = arith.index_cast %286 : i64 to index loc(#loc44)
      %extracted = tensor.extract %149[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc44)
      linalg.yield %extracted : f32 loc(#loc44)
    } -> tensor<1x16xf32> loc(#loc44)
    %154 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_115, %cst_116, %cst_117, %cst_118 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc22)), %in_239: i64 loc(callsite(#loc6 at #loc22)), %in_240: i64 loc(callsite(#loc6 at #loc22)), %in_241: i64 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc44)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc44)
      %274 = arith.select %272, %273, %in : i64 loc(#loc44)
      %275 = arith.index_cast %274 : i64 to index loc(#loc44)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc44)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc44)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc44)
      %279 = arith.index_cast %278 : i64 to index loc(#loc44)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc44)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc44)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc44)
      %283 = arith.index_cast %282 : i64 to index loc(#loc44)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc44)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc44)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc44)
      %287 = arith.index_cast %286 : i64 to index loc(#loc44)
      %extracted = tensor.extract %152[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc44)
      linalg.yield %extracted : f32 loc(#loc44)
    } -> tensor<1x16xf32> loc(#loc44)
    %expanded_198 = tensor.expand_shape %153 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc44)
    %expanded_199 = tensor.expand_shape %154 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc44)
    %155 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_198 : tensor<1x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc23)), %in_239: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x16x4x4xf32> loc(#loc44)
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_199 : tensor<1x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %in_239: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc6 at #loc22))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc44)
      linalg.yield %272 : f32 loc(#loc44)
    } -> tensor<1x16x4x4xf32> loc(#loc44)
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %272 = arith.negf %in : f32 loc(#loc22)
      %273 = math.exp %272 : f32 loc(#loc22)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc22)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc22)
      linalg.yield %275 : f32 loc(#loc22)
    } -> tensor<1x16x4x4xf32> loc(#loc22)
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %157 : tensor<1x16x4x4xf32>, tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc22)), %in_239: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc22)
      linalg.yield %272 : f32 loc(#loc22)
    } -> tensor<1x16x4x4xf32> loc(#loc22)
    %padded_200 = tensor.pad %158 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc22)), %arg2: index loc(callsite(#loc1 at #loc22)), %arg3: index loc(callsite(#loc1 at #loc22)), %arg4: index loc(callsite(#loc1 at #loc22))):
      tensor.yield %cst : f32 loc(#loc43)
    } : tensor<1x16x4x4xf32> to tensor<1x16x6x6xf32> loc(#loc43)
    %broadcasted_201 = linalg.broadcast ins(%cst_26 : tensor<16xf32>) outs(%111 : tensor<1x16x4x4xf32>) dimensions = [0, 2, 3]  loc(#loc43)
    %159 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_200, %cst_27 : tensor<1x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_201 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> loc(#loc43)
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %112 : tensor<1x16x4x4xf32>, tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc22)), %in_239: f32 loc(callsite(#loc1 at #loc10)), %out: f32 loc(callsite(#loc4 at #loc10))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc32)
      linalg.yield %272 : f32 loc(#loc32)
    } -> tensor<1x16x4x4xf32> loc(#loc32)
    %161 = tensor.empty() : tensor<16x16x2x2xf32> loc(#loc21)
    %162 = linalg.fill ins(%cst : f32) outs(%161 : tensor<16x16x2x2xf32>) -> tensor<16x16x2x2xf32> loc(#loc21)
    %163 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%162 : tensor<16x16x2x2xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc9 at #loc8))):
      %272 = linalg.index 0 : index loc(#loc21)
      %273 = linalg.index 1 : index loc(#loc21)
      %274 = linalg.index 2 : index loc(#loc21)
      %275 = linalg.index 3 : index loc(#loc21)
      %276 = arith.subi %c1, %274 : index loc(#loc21)
      %277 = arith.subi %c1, %275 : index loc(#loc21)
      %extracted = tensor.extract %cst_25[%273, %272, %276, %277] : tensor<16x16x2x2xf32> loc(#loc21)
      linalg.yield %extracted : f32 loc(#loc21)
    } -> tensor<16x16x2x2xf32> loc(#loc21)
    %164 = tensor.empty() : tensor<1x16x9x9xf32> loc(#loc21)
    %165 = linalg.fill ins(%cst : f32) outs(%164 : tensor<1x16x9x9xf32>) -> tensor<1x16x9x9xf32> loc(#loc21)
    %inserted_slice = tensor.insert_slice %160 into %165[0, 0, 1, 1] [1, 16, 4, 4] [1, 1, 2, 2] : tensor<1x16x4x4xf32> into tensor<1x16x9x9xf32> loc(#loc21)
    %broadcasted_202 = linalg.broadcast ins(%cst_24 : tensor<16xf32>) outs(%81 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc21)
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %163 : tensor<1x16x9x9xf32>, tensor<16x16x2x2xf32>) outs(%broadcasted_202 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32> loc(#loc21)
    %concat = tensor.concat dim(1) %166, %110 : (tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) -> tensor<1x32x8x8xf32> loc(#loc8)
    %collapsed_203 = tensor.collapse_shape %concat [[0], [1], [2, 3]] : tensor<1x32x8x8xf32> into tensor<1x32x64xf32> loc(#loc42)
    %expanded_204 = tensor.expand_shape %collapsed_203 [[0], [1, 2], [3]] output_shape [1, 4, 8, 64] : tensor<1x32x64xf32> into tensor<1x4x8x64xf32> loc(#loc42)
    %167 = tensor.empty() : tensor<1x4x8x64xf64> loc(#loc42)
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_204 : tensor<1x4x8x64xf32>) outs(%167 : tensor<1x4x8x64xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.extf %in : f32 to f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x8x64xf64> loc(#loc42)
    %169 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%168 : tensor<1x4x8x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.addf %in, %out : f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x1x1xf64> loc(#loc42)
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x1x1xf64> loc(#loc42)
    %171 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %170 : tensor<1x4x8x64xf64>, tensor<1x4x1x1xf64>) outs(%167 : tensor<1x4x8x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %in_239: f64 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x8x64xf64> loc(#loc42)
    %172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %171 : tensor<1x4x8x64xf64>, tensor<1x4x8x64xf64>) outs(%167 : tensor<1x4x8x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %in_239: f64 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x8x64xf64> loc(#loc42)
    %173 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%172 : tensor<1x4x8x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.addf %in, %out : f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x1x1xf64> loc(#loc42)
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %out: f64 loc(callsite(#loc6 at #loc20))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc42)
      linalg.yield %272 : f64 loc(#loc42)
    } -> tensor<1x4x1x1xf64> loc(#loc42)
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x1x1xf32> loc(#loc42)
    %176 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_204 : tensor<1x4x8x64xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.addf %in, %out : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x1x1xf32> loc(#loc42)
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.divf %in, %cst_60 : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x1x1xf32> loc(#loc42)
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc42)
      %273 = arith.addf %in, %272 : f32 loc(#loc42)
      linalg.yield %273 : f32 loc(#loc42)
    } -> tensor<1x4x1x1xf32> loc(#loc42)
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = math.rsqrt %in : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x1x1xf32> loc(#loc42)
    %expanded_205 = tensor.expand_shape %cst_23 [[0, 1, 2, 3]] output_shape [1, 4, 8, 1] : tensor<32xf32> into tensor<1x4x8x1xf32> loc(#loc42)
    %180 = tensor.empty() : tensor<1x4x8x1xf32> loc(#loc42)
    %181 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_205 : tensor<1x4x1x1xf32>, tensor<1x4x8x1xf32>) outs(%180 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %in_239: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x8x1xf32> loc(#loc42)
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.negf %in : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x1x1xf32> loc(#loc42)
    %183 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %181 : tensor<1x4x1x1xf32>, tensor<1x4x8x1xf32>) outs(%180 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %in_239: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x8x1xf32> loc(#loc42)
    %expanded_206 = tensor.expand_shape %cst_22 [[0, 1, 2, 3]] output_shape [1, 4, 8, 1] : tensor<32xf32> into tensor<1x4x8x1xf32> loc(#loc42)
    %184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_206 : tensor<1x4x8x1xf32>, tensor<1x4x8x1xf32>) outs(%180 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %in_239: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x4x8x1xf32> loc(#loc42)
    %185 = tensor.empty() : tensor<1x32xf32> loc(#loc42)
    %186 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_119, %cst_120, %cst_121, %cst_122 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc20)), %in_239: i64 loc(callsite(#loc6 at #loc20)), %in_240: i64 loc(callsite(#loc6 at #loc20)), %in_241: i64 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc42)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc42)
      %274 = arith.select %272, %273, %in : i64 loc(#loc42)
      %275 = arith.index_cast %274 : i64 to index loc(#loc42)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc42)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc42)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc42)
      %279 = arith.index_cast %278 : i64 to index loc(#loc42)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc42)
      %281 = arith.addi %in_240, %c8_i64 : i64 loc(#loc42)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc42)
      %283 = arith.index_cast %282 : i64 to index loc(#loc42)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc42)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc42)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc42)
      %287 = arith.index_cast %286 : i64 to index loc(#loc42)
      %extracted = tensor.extract %181[%275, %279, %283, %287] : tensor<1x4x8x1xf32> loc(#loc42)
      linalg.yield %extracted : f32 loc(#loc42)
    } -> tensor<1x32xf32> loc(#loc42)
    %187 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_123, %cst_124, %cst_125, %cst_126 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc20)), %in_239: i64 loc(callsite(#loc6 at #loc20)), %in_240: i64 loc(callsite(#loc6 at #loc20)), %in_241: i64 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc42)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc42)
      %274 = arith.select %272, %273, %in : i64 loc(#loc42)
      %275 = arith.index_cast %274 : i64 to index loc(#loc42)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc42)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc42)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc42)
      %279 = arith.index_cast %278 : i64 to index loc(#loc42)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc42)
      %281 = arith.addi %in_240, %c8_i64 : i64 loc(#loc42)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc42)
      %283 = arith.index_cast %282 : i64 to index loc(#loc42)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc42)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc42)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc42)
      %287 = arith.index_cast %286 : i64 to index loc(#loc42)
      %extracted = tensor.extract %184[%275, %279, %283, %287] : tensor<1x4x8x1xf32> loc(#loc42)
      linalg.yield %extracted : f32 loc(#loc42)
    } -> tensor<1x32xf32> loc(#loc42)
    %expanded_207 = tensor.expand_shape %186 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32> loc(#loc42)
    %expanded_208 = tensor.expand_shape %187 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32> loc(#loc42)
    %188 = tensor.empty() : tensor<1x32x8x8xf32> loc(#loc42)
    %189 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_207 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":356:0), %in_239: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x32x8x8xf32> loc(#loc42)
    %190 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_208 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %in_239: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc20))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc42)
      linalg.yield %272 : f32 loc(#loc42)
    } -> tensor<1x32x8x8xf32> loc(#loc42)
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x32x8x8xf32>) outs(%188 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %out: f32 loc(callsite(#loc7 at #loc8))):
      %272 = arith.negf %in : f32 loc(#loc20)
      %273 = math.exp %272 : f32 loc(#loc20)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc20)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc20)
      linalg.yield %275 : f32 loc(#loc20)
    } -> tensor<1x32x8x8xf32> loc(#loc20)
    %192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %191 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%188 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc20)), %in_239: f32 loc(callsite(#loc7 at #loc8)), %out: f32 loc(callsite(#loc7 at #loc8))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc20)
      linalg.yield %272 : f32 loc(#loc20)
    } -> tensor<1x32x8x8xf32> loc(#loc20)
    %padded_209 = tensor.pad %192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc20)), %arg2: index loc(callsite(#loc1 at #loc20)), %arg3: index loc(callsite(#loc1 at #loc20)), %arg4: index loc(callsite(#loc1 at #loc20))):
      tensor.yield %cst : f32 loc(#loc41)
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32> loc(#loc41)
    %broadcasted_210 = linalg.broadcast ins(%cst_20 : tensor<8xf32>) outs(%56 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc41)
    %193 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_209, %cst_21 : tensor<1x32x10x10xf32>, tensor<8x32x3x3xf32>) outs(%broadcasted_210 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> loc(#loc41)
    %collapsed_211 = tensor.collapse_shape %193 [[0], [1], [2, 3]] : tensor<1x8x8x8xf32> into tensor<1x8x64xf32> loc(#loc40)
    %expanded_212 = tensor.expand_shape %collapsed_211 [[0], [1, 2], [3]] output_shape [1, 4, 2, 64] : tensor<1x8x64xf32> into tensor<1x4x2x64xf32> loc(#loc40)
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<1x4x2x64xf32>) outs(%58 : tensor<1x4x2x64xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.extf %in : f32 to f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x2x64xf64> loc(#loc40)
    %195 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%194 : tensor<1x4x2x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.addf %in, %out : f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x1x1xf64> loc(#loc40)
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.divf %in, %cst_61 : f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x1x1xf64> loc(#loc40)
    %197 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %196 : tensor<1x4x2x64xf64>, tensor<1x4x1x1xf64>) outs(%58 : tensor<1x4x2x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %in_239: f64 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x2x64xf64> loc(#loc40)
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %197 : tensor<1x4x2x64xf64>, tensor<1x4x2x64xf64>) outs(%58 : tensor<1x4x2x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %in_239: f64 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x2x64xf64> loc(#loc40)
    %199 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%198 : tensor<1x4x2x64xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.addf %in, %out : f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x1x1xf64> loc(#loc40)
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %out: f64 loc(callsite(#loc6 at #loc19))):
      %272 = arith.divf %in, %cst_61 : f64 loc(#loc40)
      linalg.yield %272 : f64 loc(#loc40)
    } -> tensor<1x4x1x1xf64> loc(#loc40)
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x1x1xf32> loc(#loc40)
    %202 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_212 : tensor<1x4x2x64xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.addf %in, %out : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x1x1xf32> loc(#loc40)
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.divf %in, %cst_62 : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x1x1xf32> loc(#loc40)
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc40)
      %273 = arith.addf %in, %272 : f32 loc(#loc40)
      linalg.yield %273 : f32 loc(#loc40)
    } -> tensor<1x4x1x1xf32> loc(#loc40)
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = math.rsqrt %in : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x1x1xf32> loc(#loc40)
    %expanded_213 = tensor.expand_shape %cst_19 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc40)
    %206 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_213 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %in_239: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x2x1xf32> loc(#loc40)
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.negf %in : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x1x1xf32> loc(#loc40)
    %208 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %206 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %in_239: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x2x1xf32> loc(#loc40)
    %expanded_214 = tensor.expand_shape %cst_18 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc40)
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_214 : tensor<1x4x2x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %in_239: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x4x2x1xf32> loc(#loc40)
    %210 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_127, %cst_128, %cst_129, %cst_130 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc19)), %in_239: i64 loc(callsite(#loc6 at #loc19)), %in_240: i64 loc(callsite(#loc6 at #loc19)), %in_241: i64 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc40)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc40)
      %274 = arith.select %272, %273, %in : i64 loc(#loc40)
      %275 = arith.index_cast %274 : i64 to index loc(#loc40)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc40)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc40)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc40)
      %279 = arith.index_cast %278 : i64 to index loc(#loc40)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc40)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc40)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc40)
      %283 = arith.index_cast %282 : i64 to index loc(#loc40)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc40)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc40)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc40)
      %287 = arith.index_cast %286 : i64 to index loc(#loc40)
      %extracted = tensor.extract %206[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc40)
      linalg.yield %extracted : f32 loc(#loc40)
    } -> tensor<1x8xf32> loc(#loc40)
    %211 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_131, %cst_132, %cst_133, %cst_134 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc19)), %in_239: i64 loc(callsite(#loc6 at #loc19)), %in_240: i64 loc(callsite(#loc6 at #loc19)), %in_241: i64 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc40)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc40)
      %274 = arith.select %272, %273, %in : i64 loc(#loc40)
      %275 = arith.index_cast %274 : i64 to index loc(#loc40)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc40)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc40)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc40)
      %279 = arith.index_cast %278 : i64 to index loc(#loc40)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc40)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc40)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc40)
      %283 = arith.index_cast %282 : i64 to index loc(#loc40)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc40)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc40)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc40)
      %287 = arith.index_cast %286 : i64 to index loc(#loc40)
      %extracted = tensor.extract %209[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc40)
      linalg.yield %extracted : f32 loc(#loc40)
    } -> tensor<1x8xf32> loc(#loc40)
    %expanded_215 = tensor.expand_shape %210 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc40)
    %expanded_216 = tensor.expand_shape %211 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc40)
    %212 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_215 : tensor<1x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc20)), %in_239: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x8x8x8xf32> loc(#loc40)
    %213 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_216 : tensor<1x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %in_239: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc6 at #loc19))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc40)
      linalg.yield %272 : f32 loc(#loc40)
    } -> tensor<1x8x8x8xf32> loc(#loc40)
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x8x8x8xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %out: f32 loc(callsite(#loc5 at #loc8))):
      %272 = arith.negf %in : f32 loc(#loc19)
      %273 = math.exp %272 : f32 loc(#loc19)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc19)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc19)
      linalg.yield %275 : f32 loc(#loc19)
    } -> tensor<1x8x8x8xf32> loc(#loc19)
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %214 : tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc19)), %in_239: f32 loc(callsite(#loc5 at #loc8)), %out: f32 loc(callsite(#loc5 at #loc8))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc19)
      linalg.yield %272 : f32 loc(#loc19)
    } -> tensor<1x8x8x8xf32> loc(#loc19)
    %padded_217 = tensor.pad %215 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc19)), %arg2: index loc(callsite(#loc1 at #loc19)), %arg3: index loc(callsite(#loc1 at #loc19)), %arg4: index loc(callsite(#loc1 at #loc19))):
      tensor.yield %cst : f32 loc(#loc39)
    } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32> loc(#loc39)
    %broadcasted_218 = linalg.broadcast ins(%cst_16 : tensor<8xf32>) outs(%56 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc39)
    %216 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_217, %cst_17 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_218 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> loc(#loc39)
    %broadcasted_219 = linalg.broadcast ins(%cst_14 : tensor<8xf32>) outs(%56 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3]  loc(#loc38)
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %cst_15 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%broadcasted_219 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> loc(#loc38)
    %218 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) outs(%56 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc19)), %in_239: f32 loc(callsite(#loc1 at #loc18)), %out: f32 loc(callsite(#loc4 at #loc8))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc18)
      linalg.yield %272 : f32 loc(#loc18)
    } -> tensor<1x8x8x8xf32> loc(#loc18)
    %219 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%out: f32 loc("examples/torch/export.py":357:0)):
      %272 = linalg.index 1 : index loc(#loc12)
      %273 = linalg.index 2 : index loc(#loc12)
      %274 = linalg.index 3 : index loc(#loc12)
      %275 = arith.index_cast %273 : index to i64 loc(#loc12)
      %276 = arith.sitofp %275 : i64 to f32 loc(#loc12)
      %277 = arith.divf %276, %cst_67 : f32 loc(#loc12)
      %278 = math.floor %277 : f32 loc(#loc12)
      %279 = arith.maximumf %278, %cst : f32 loc(#loc12)
      %280 = arith.minimumf %279, %cst_70 : f32 loc(#loc12)
      %281 = arith.fptosi %280 : f32 to i64 loc(#loc12)
      %282 = arith.index_cast %281 : i64 to index loc(#loc12)
      %283 = arith.index_cast %274 : index to i64 loc(#loc12)
      %284 = arith.sitofp %283 : i64 to f32 loc(#loc12)
      %285 = arith.divf %284, %cst_67 : f32 loc(#loc12)
      %286 = math.floor %285 : f32 loc(#loc12)
      %287 = arith.maximumf %286, %cst : f32 loc(#loc12)
      %288 = arith.minimumf %287, %cst_70 : f32 loc(#loc12)
      %289 = arith.fptosi %288 : f32 to i64 loc(#loc12)
      %290 = arith.index_cast %289 : i64 to index loc(#loc12)
      %extracted = tensor.extract %218[%c0, %272, %282, %290] : tensor<1x8x8x8xf32> loc(#loc12)
      linalg.yield %extracted : f32 loc(#loc12)
    } -> tensor<1x8x16x16xf32> loc(#loc12)
    %concat_220 = tensor.concat dim(1) %219, %55 : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x16x16x16xf32> loc(#loc3)
    %collapsed_221 = tensor.collapse_shape %concat_220 [[0], [1], [2, 3]] : tensor<1x16x16x16xf32> into tensor<1x16x256xf32> loc(#loc37)
    %expanded_222 = tensor.expand_shape %collapsed_221 [[0], [1, 2], [3]] output_shape [1, 4, 4, 256] : tensor<1x16x256xf32> into tensor<1x4x4x256xf32> loc(#loc37)
    %220 = tensor.empty() : tensor<1x4x4x256xf64> loc(#loc37)
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_222 : tensor<1x4x4x256xf32>) outs(%220 : tensor<1x4x4x256xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.extf %in : f32 to f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x4x256xf64> loc(#loc37)
    %222 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%221 : tensor<1x4x4x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.addf %in, %out : f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x1x1xf64> loc(#loc37)
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.divf %in, %cst_68 : f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x1x1xf64> loc(#loc37)
    %224 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %223 : tensor<1x4x4x256xf64>, tensor<1x4x1x1xf64>) outs(%220 : tensor<1x4x4x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %in_239: f64 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x4x256xf64> loc(#loc37)
    %225 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %224 : tensor<1x4x4x256xf64>, tensor<1x4x4x256xf64>) outs(%220 : tensor<1x4x4x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %in_239: f64 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x4x256xf64> loc(#loc37)
    %226 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%225 : tensor<1x4x4x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.addf %in, %out : f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x1x1xf64> loc(#loc37)
    %227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %out: f64 loc(callsite(#loc6 at #loc17))):
      %272 = arith.divf %in, %cst_68 : f64 loc(#loc37)
      linalg.yield %272 : f64 loc(#loc37)
    } -> tensor<1x4x1x1xf64> loc(#loc37)
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x1x1xf32> loc(#loc37)
    %229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_222 : tensor<1x4x4x256xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.addf %in, %out : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x1x1xf32> loc(#loc37)
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.divf %in, %cst_69 : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x1x1xf32> loc(#loc37)
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc37)
      %273 = arith.addf %in, %272 : f32 loc(#loc37)
      linalg.yield %273 : f32 loc(#loc37)
    } -> tensor<1x4x1x1xf32> loc(#loc37)
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = math.rsqrt %in : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x1x1xf32> loc(#loc37)
    %expanded_223 = tensor.expand_shape %cst_13 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc37)
    %233 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_223 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %in_239: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x4x1xf32> loc(#loc37)
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.negf %in : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x1x1xf32> loc(#loc37)
    %235 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %233 : tensor<1x4x1x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %in_239: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x4x1xf32> loc(#loc37)
    %expanded_224 = tensor.expand_shape %cst_12 [[0, 1, 2, 3]] output_shape [1, 4, 4, 1] : tensor<16xf32> into tensor<1x4x4x1xf32> loc(#loc37)
    %236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_224 : tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>) outs(%96 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %in_239: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x4x4x1xf32> loc(#loc37)
    %237 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_135, %cst_136, %cst_137, %cst_138 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc17)), %in_239: i64 loc(callsite(#loc6 at #loc17)), %in_240: i64 loc(callsite(#loc6 at #loc17)), %in_241: i64 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc37)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc37)
      %274 = arith.select %272, %273, %in : i64 loc(#loc37)
      %275 = arith.index_cast %274 : i64 to index loc(#loc37)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc37)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc37)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc37)
      %279 = arith.index_cast %278 : i64 to index loc(#loc37)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc37)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc37)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc37)
      %283 = arith.index_cast %282 : i64 to index loc(#loc37)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc37)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc37)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc37)
      %287 = arith.index_cast %286 : i64 to index loc(#loc37)
      %extracted = tensor.extract %233[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc37)
      linalg.yield %extracted : f32 loc(#loc37)
    } -> tensor<1x16xf32> loc(#loc37)
    %238 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_139, %cst_140, %cst_141, %cst_142 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%101 : tensor<1x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc17)), %in_239: i64 loc(callsite(#loc6 at #loc17)), %in_240: i64 loc(callsite(#loc6 at #loc17)), %in_241: i64 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc37)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc37)
      %274 = arith.select %272, %273, %in : i64 loc(#loc37)
      %275 = arith.index_cast %274 : i64 to index loc(#loc37)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc37)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc37)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc37)
      %279 = arith.index_cast %278 : i64 to index loc(#loc37)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc37)
      %281 = arith.addi %in_240, %c4_i64 : i64 loc(#loc37)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc37)
      %283 = arith.index_cast %282 : i64 to index loc(#loc37)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc37)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc37)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc37)
      %287 = arith.index_cast %286 : i64 to index loc(#loc37)
      %extracted = tensor.extract %236[%275, %279, %283, %287] : tensor<1x4x4x1xf32> loc(#loc37)
      linalg.yield %extracted : f32 loc(#loc37)
    } -> tensor<1x16xf32> loc(#loc37)
    %expanded_225 = tensor.expand_shape %237 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc37)
    %expanded_226 = tensor.expand_shape %238 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32> loc(#loc37)
    %239 = tensor.empty() : tensor<1x16x16x16xf32> loc(#loc37)
    %240 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_220, %expanded_225 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%239 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":358:0), %in_239: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x16x16x16xf32> loc(#loc37)
    %241 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_226 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%239 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %in_239: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc6 at #loc17))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc37)
      linalg.yield %272 : f32 loc(#loc37)
    } -> tensor<1x16x16x16xf32> loc(#loc37)
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<1x16x16x16xf32>) outs(%239 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %out: f32 loc(callsite(#loc7 at #loc3))):
      %272 = arith.negf %in : f32 loc(#loc17)
      %273 = math.exp %272 : f32 loc(#loc17)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc17)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc17)
      linalg.yield %275 : f32 loc(#loc17)
    } -> tensor<1x16x16x16xf32> loc(#loc17)
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %242 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%239 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc17)), %in_239: f32 loc(callsite(#loc7 at #loc3)), %out: f32 loc(callsite(#loc7 at #loc3))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc17)
      linalg.yield %272 : f32 loc(#loc17)
    } -> tensor<1x16x16x16xf32> loc(#loc17)
    %padded_227 = tensor.pad %243 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc17)), %arg2: index loc(callsite(#loc1 at #loc17)), %arg3: index loc(callsite(#loc1 at #loc17)), %arg4: index loc(callsite(#loc1 at #loc17))):
      tensor.yield %cst : f32 loc(#loc36)
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32> loc(#loc36)
    %broadcasted_228 = linalg.broadcast ins(%cst_10 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc36)
    %244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_227, %cst_11 : tensor<1x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%broadcasted_228 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> loc(#loc36)
    %collapsed_229 = tensor.collapse_shape %244 [[0], [1], [2, 3]] : tensor<1x8x16x16xf32> into tensor<1x8x256xf32> loc(#loc35)
    %expanded_230 = tensor.expand_shape %collapsed_229 [[0], [1, 2], [3]] output_shape [1, 4, 2, 256] : tensor<1x8x256xf32> into tensor<1x4x2x256xf32> loc(#loc35)
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_230 : tensor<1x4x2x256xf32>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.extf %in : f32 to f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x2x256xf64> loc(#loc35)
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%245 : tensor<1x4x2x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.addf %in, %out : f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x1x1xf64> loc(#loc35)
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x1x1xf64> loc(#loc35)
    %248 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %247 : tensor<1x4x2x256xf64>, tensor<1x4x1x1xf64>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %in_239: f64 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.subf %in, %in_239 : f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x2x256xf64> loc(#loc35)
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %248 : tensor<1x4x2x256xf64>, tensor<1x4x2x256xf64>) outs(%2 : tensor<1x4x2x256xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %in_239: f64 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.mulf %in, %in_239 : f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x2x256xf64> loc(#loc35)
    %250 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%249 : tensor<1x4x2x256xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.addf %in, %out : f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x1x1xf64> loc(#loc35)
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<1x4x1x1xf64>) outs(%4 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %out: f64 loc(callsite(#loc6 at #loc16))):
      %272 = arith.divf %in, %cst_59 : f64 loc(#loc35)
      linalg.yield %272 : f64 loc(#loc35)
    } -> tensor<1x4x1x1xf64> loc(#loc35)
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x4x1x1xf64>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.truncf %in : f64 to f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x1x1xf32> loc(#loc35)
    %253 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_230 : tensor<1x4x2x256xf32>) outs(%14 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.addf %in, %out : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x1x1xf32> loc(#loc35)
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.divf %in, %cst_60 : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x1x1xf32> loc(#loc35)
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.truncf %cst_56 : f64 to f32 loc(#loc35)
      %273 = arith.addf %in, %272 : f32 loc(#loc35)
      linalg.yield %273 : f32 loc(#loc35)
    } -> tensor<1x4x1x1xf32> loc(#loc35)
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = math.rsqrt %in : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x1x1xf32> loc(#loc35)
    %expanded_231 = tensor.expand_shape %cst_9 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc35)
    %257 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_231 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %in_239: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x2x1xf32> loc(#loc35)
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<1x4x1x1xf32>) outs(%12 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.negf %in : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x1x1xf32> loc(#loc35)
    %259 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %257 : tensor<1x4x1x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %in_239: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x2x1xf32> loc(#loc35)
    %expanded_232 = tensor.expand_shape %cst_8 [[0, 1, 2, 3]] output_shape [1, 4, 2, 1] : tensor<8xf32> into tensor<1x4x2x1xf32> loc(#loc35)
    %260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_232 : tensor<1x4x2x1xf32>, tensor<1x4x2x1xf32>) outs(%19 : tensor<1x4x2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %in_239: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x4x2x1xf32> loc(#loc35)
    %261 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_143, %cst_144, %cst_145, %cst_146 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc16)), %in_239: i64 loc(callsite(#loc6 at #loc16)), %in_240: i64 loc(callsite(#loc6 at #loc16)), %in_241: i64 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc35)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc35)
      %274 = arith.select %272, %273, %in : i64 loc(#loc35)
      %275 = arith.index_cast %274 : i64 to index loc(#loc35)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc35)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc35)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc35)
      %279 = arith.index_cast %278 : i64 to index loc(#loc35)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc35)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc35)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc35)
      %283 = arith.index_cast %282 : i64 to index loc(#loc35)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc35)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc35)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc35)
      %287 = arith.index_cast %286 : i64 to index loc(#loc35)
      %extracted = tensor.extract %257[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc35)
      linalg.yield %extracted : f32 loc(#loc35)
    } -> tensor<1x8xf32> loc(#loc35)
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_147, %cst_148, %cst_149, %cst_150 : tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>, tensor<1x8xi64>) outs(%24 : tensor<1x8xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc16)), %in_239: i64 loc(callsite(#loc6 at #loc16)), %in_240: i64 loc(callsite(#loc6 at #loc16)), %in_241: i64 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc35)
      %273 = arith.addi %in, %c1_i64 : i64 loc(#loc35)
      %274 = arith.select %272, %273, %in : i64 loc(#loc35)
      %275 = arith.index_cast %274 : i64 to index loc(#loc35)
      %276 = arith.cmpi slt, %in_239, %c0_i64 : i64 loc(#loc35)
      %277 = arith.addi %in_239, %c4_i64 : i64 loc(#loc35)
      %278 = arith.select %276, %277, %in_239 : i64 loc(#loc35)
      %279 = arith.index_cast %278 : i64 to index loc(#loc35)
      %280 = arith.cmpi slt, %in_240, %c0_i64 : i64 loc(#loc35)
      %281 = arith.addi %in_240, %c2_i64 : i64 loc(#loc35)
      %282 = arith.select %280, %281, %in_240 : i64 loc(#loc35)
      %283 = arith.index_cast %282 : i64 to index loc(#loc35)
      %284 = arith.cmpi slt, %in_241, %c0_i64 : i64 loc(#loc35)
      %285 = arith.addi %in_241, %c1_i64 : i64 loc(#loc35)
      %286 = arith.select %284, %285, %in_241 : i64 loc(#loc35)
      %287 = arith.index_cast %286 : i64 to index loc(#loc35)
      %extracted = tensor.extract %260[%275, %279, %283, %287] : tensor<1x4x2x1xf32> loc(#loc35)
      linalg.yield %extracted : f32 loc(#loc35)
    } -> tensor<1x8xf32> loc(#loc35)
    %expanded_233 = tensor.expand_shape %261 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc35)
    %expanded_234 = tensor.expand_shape %262 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32> loc(#loc35)
    %263 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_233 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc17)), %in_239: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x8x16x16xf32> loc(#loc35)
    %264 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_234 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %in_239: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc16))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc35)
      linalg.yield %272 : f32 loc(#loc35)
    } -> tensor<1x8x16x16xf32> loc(#loc35)
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc3))):
      %272 = arith.negf %in : f32 loc(#loc16)
      %273 = math.exp %272 : f32 loc(#loc16)
      %274 = arith.addf %273, %cst_1 : f32 loc(#loc16)
      %275 = arith.divf %cst_1, %274 : f32 loc(#loc16)
      linalg.yield %275 : f32 loc(#loc16)
    } -> tensor<1x8x16x16xf32> loc(#loc16)
    %266 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %265 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc16)), %in_239: f32 loc(callsite(#loc5 at #loc3)), %out: f32 loc(callsite(#loc5 at #loc3))):
      %272 = arith.mulf %in, %in_239 : f32 loc(#loc16)
      linalg.yield %272 : f32 loc(#loc16)
    } -> tensor<1x8x16x16xf32> loc(#loc16)
    %padded_235 = tensor.pad %266 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc(callsite(#loc1 at #loc16)), %arg2: index loc(callsite(#loc1 at #loc16)), %arg3: index loc(callsite(#loc1 at #loc16)), %arg4: index loc(callsite(#loc1 at #loc16))):
      tensor.yield %cst : f32 loc(#loc34)
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32> loc(#loc34)
    %broadcasted_236 = linalg.broadcast ins(%cst_6 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc34)
    %267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_235, %cst_7 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_236 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> loc(#loc34)
    %broadcasted_237 = linalg.broadcast ins(%cst_4 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc33)
    %268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_220, %cst_5 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted_237 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32> loc(#loc33)
    %269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %268 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc16)), %in_239: f32 loc(callsite(#loc1 at #loc15)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %272 = arith.addf %in, %in_239 : f32 loc(#loc15)
      linalg.yield %272 : f32 loc(#loc15)
    } -> tensor<1x8x16x16xf32> loc(#loc15)
    %270 = tensor.empty() : tensor<1x3x16x16xf32> loc(#loc14)
    %broadcasted_238 = linalg.broadcast ins(%cst_2 : tensor<3xf32>) outs(%270 : tensor<1x3x16x16xf32>) dimensions = [0, 2, 3]  loc(#loc14)
    %271 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%269, %cst_3 : tensor<1x8x16x16xf32>, tensor<3x8x1x1xf32>) outs(%broadcasted_238 : tensor<1x3x16x16xf32>) -> tensor<1x3x16x16xf32> loc(#loc14)
    return %271 : tensor<1x3x16x16xf32> loc(#loc14)
  } loc(#loc13)
} loc(#loc)
#loc = loc(unknown)
#loc14 = loc(callsite(#loc1 at #loc3))

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x040000001BAE693EA0B8713E25977CBC",
      torch_tensor_3_8_1_1_torch.float32: "0x040000002F40A6BE3590413E5D8E19BCCEA0EBBBFC4F5EBE4AF18BBE01D189BDE189D83D43FF623E3A7E853E9213FEBCF40BB1BECE677C3E602C10BEA0DC093DD1628BBD251D4CBEAB63F6BD7EF274BDC8298FBE70C95BBE4C463CBD4AA2FB3D0CAAB33E",
      torch_tensor_8_torch.float32_19: "0x040000007C6213BE84CA123E187544BED8AD783DD090483E8095003D560506BEBC8C27BE",
      torch_tensor_8_16_1_1_torch.float32: "0x04000000126F4CBE80FC2C3BC028F83C0033DC3B38E1783EA4075DBE44F5333E6AF27EBE585AD5BDC033E5BDAE6504BE348FA43D64D7D2BDACCE98BDDE594C3E20FE983DE468943DCC5D8DBD74B4913D70B5DCBDF0AE7A3D12C85CBEA62461BE3248073E1CBE0C3ECE6A213EE8FFF0BDE0501DBD42031DBE04E111BE00D8FABA38E945BDDACE163EDE684D3E403C4D3EA0D0A0BD4028983B4498B8BD50CD3D3DCE1D75BE209347BD305BC0BC181D663D4623043E6073BBBC38E0F3BD30B0653EF05A61BDC8883EBD92DA12BE441DF23DF83D103E3C120C3EA0B7133D248A31BEC8956C3E76892D3EBC0A1F3E0092DC3D8054253D8C7C063EA02782BD443D7BBE0092A8BB4A4D3EBEC6F44B3EC23D60BEB41CCABD88698B3D1C79E23D30BB7F3EAE96513E10A42E3D64FF4A3EA0733E3C6CF3E5BD0032583B003A103D40549B3BC0CD2CBC70B317BE187EC43DD849C13DA00D013E8069BEBD8862823D143E263E0093EDBDB4C694BD58C2103E8CEC11BEF044373DF07073BDE46EB0BDFA8372BE205BAE3D6071123CFAF75ABE50A427BD00BDA93CA80A413D0C034FBE1082BFBCC4F73E3ED0B766BE388534BE7EA9203E8453D0BD1CB8F8BD0AC320BE2086853D1035C23C80878B3B9890A23DF07B993DBA721BBE00472F3CC6827DBEE0124CBEE625013E309BCD3CAC1B24BE34940DBE3E8D353EBA2458BE08B41DBE9C2B433E7C234CBE",
      torch_tensor_8_torch.float32_18: "0x0400000023FEA2BBC4B1673DCAD63EBDA51F19BB8FB5C0BD2A21A1BCCF3F80BD742C0F3D",
      torch_tensor_8_8_3_3_torch.float32_4: "0x040000004AA6963DA7B9B9BD5BF8AE3CDA46963A6F49C2BDD93C77BD274765BDC2C1B7BD81DE0C3C2E06C0BDB7C6E03D1FC0DB3B7CF7B7BD5F0441BDABC8D23DF1939EBB54BE5D3D32CBA53DE98C76BD0722CF3D4FF97EBD6439C9BDF04A923DC66CB7BD9BF3A3BDFBC2B7BD4D45283D35A9C3BB09E1CF3D59F053BDB269BA3B049B793DC4A59DBC4A5707BC2C8599BDC7FD8E3D2D10353D8E43A5BCD0FE4BBD98B8A03DA6A7D3BDCAA54A3D377AA83D8FEC21BD15C53F3D7D6A013DC60B853C48724FBDDF7F8CBCAC918FBCC6FD393DA121EFBDC3BCBFBB7250183DE954113D683A83BDE3732CBD424B8F3DB654E13C53EBEF3DE13A2DBD1CD7853D352A84BC141D993C83772CBB7407E5BDB3BF433DDDDA043D5648D2BD28C884BBE39BB43CF739C23D5379EE3DD737ABBCE08FAABC5217D8BC15B0B1BD9C0C6C3D3D4EEC3D397ACF3D9B53D2BDB0EBDEBD4AF39CBD6D67ADBC6CC2F9BC73D0E2BDC079D2BD8112BFBD89030BBD98F1FA3A1BDCE73DD6B3E3BDE9C4933DEA0545BD18CDEE3D4BE1C9BD8E94D5BD829A8EBC72B0473DB778C5BDDDBEE1BC976EBDBD34FC893D8F8765BDCD7D69BDEE42D0BD231D123D2AC1DD3D9D9BF63CA4C83C3DECAFBC3D433D02BC73E019BA8B45CE3D7CFC21BD803DDDBD230D783C077A4D3D8A521F3D075BB33D68BDC93DAC694C3900F48D3D2AB5CBBD2C434F3C00C98D3DDD03943DD961E2BD9956D33D6EF2813B84E3443C0708E43BC151EA3ABC0591BD1F6AD23D0426173DF989A9BDD0F9B8BD4D48873D840FBE3D397AAD3C8B44D33D66341FBC6E873DBDBF185E3D41A36CBA1D656B3C4504183C58EDB53D5B7E613DD7DA7D3D4020593CD0D40DBD8F0FA8BD202B76BC96FFD5BD2D1488BD5E1AECBCE514B43D7EBBEFBD21A58D3DED9E93BD5CF8DFBD0A05A3BD63F1A2BDC3CDE93D29EBAF3DB04EE53D6E5082BDB56CE7BDB7C8E6BC2791BE3D5A11793DAAC0BFBD41C809BD844F5D3BC7B1E93D6D0DA6BD80A9A33D66EF8D3D160282BDCCDCB3BD045D90BDF8989F3D3BE6EABDC4BFA33D8978DD3D397DE2BD42D290BC5D41A33DAFFBF3BC9D3B4E3D38F28DBAF26D5ABD75B2AE3DA456943C27FE8EBC37BD233DDB0D80BDA683B8BCC3C58FBD97C48ABD5D248BBD982F02BC89AEB0BDD9CD5BBC851B1ABD612AC9BC906B62BD739F94BDBFDFDE3D05BA383D3B58CB3DCC6DD9BBE4D0B13D9ABBF23A9CF9353B5ED3DFBD4C35273D3DB8843DBCAFE8BC74F7D5BDCBB0A8BDEA3BA73D92D20BBDC1FF743D919EB33C23F3CE3DB08584BB5661DB3C22D9A7BD2C03A2BD2915B43D63C79CBD6E6C463BA8B3E5BD32C436BD48B37BBC41CF913DD13C953D8640263D4841E9BC05C94F3DA6F2F73C1AB11A3D07B98B3C4F06FCBB6D3AE23DA86AA83D72B305BC1373EDBDD5A1E93C3D21A93C3AA0633DE0D4E2BDCD63B93C0EFECB3D0A657F3CA7676EBDFB1765BD0CF2103D199B543D2165BABD33F0D63D84A87CBD367BCF3CD6149B3DD1C5B0BDB5E9A83D4C39233A5D1018BD968599BDB221C23DDD888B3DDCC0CFBCF7FEE93C0308033DAED3C1BD13CFD53D2CB8D1BD5965333DDEF5503DAF7BEBBA0C7577BDA8FBCABD61799F3D03A3DBBB24AD51BD8D1A29BDCD57513C3CD9BB3D93B2D8BD6D166E3CA2F9D5BDB1F8C8BD0EE792BDDBE1B13DE85ABCBC7A5D683C47883A3DD646813CF47A373D8D2F79BDD623023DA1DFBB3DD5DFEABD01C7833D37ABE1BC2D008A3DC1B0E2BCA12AEB3C7102B9BDAB6103BD396560BD4DB9B9BD1BAFFF3CEEE1E03D86BDB3BD9B61EE3D46E65A3CBADEE7BD54F308BD53C29D3D608DCCBDD57D98BC5789E23DDC7714BDE5658E3DD28ABEBC7CEF82BC036A89BD6E63B43DDDFBD4BD01FC9EBD06D1D7BDD7BD7F3C248291BD7692DB3D48224A3D683D993DC0D0543CA33DC33DBF3D80BD114621BD73B6CB3DF5C3433D3D6D95BD3D3E57BBF0274A3D1E5CA03C98B5EF3DDDEE47BDA4D7EBBD9585873DAB52083C8E49C3BD27D2DBBB3DFFD8BDCB5C8F3D6BF7DA3DB6AFF73CE75BED3D88398EBD2810ACBC4CD1A33CD1CDAFBB7B73C33D2EDBBC3D73B9F1BC30B7DCBD02A7C93CD7FC973D5656643C10132EBD915A043DB3D5E1BD5C96C83D2CF7813CE9EFEA3D9ADFCD3DE0A4893DEC0C2FBDEA2E77BD78B9FB3B93AFE23D7A4D86BCB3E2B13D0AAD45BC4EA53E3D574A84BDA327703BE7FFCF3D65C1C4BDA1D26CBD6E25ACBCE9FBE0BDDC10D0BD3377153B91DF6DBC3DF89D3D63494EBC0829A93D7135893D9A43BC3D30FFC7BCB4B86C3C02C2D2BD2ED48A3DA7004B3D2A16C63CEABFCEBC8950DB3DCC6BC7BD13417D3D4D11D33D2559293DD3E3C53D03C493BD957AD83DAD82B13DB9CC4ABD1155CE3D34F25ABDCF08CCBDF818E23D0DBA163D9DB1863D3502EB3C54478B3C5ECA203D8686333DD0BBA0BD68D89D3DBC0A013C18C6513D322AD2BD9C8795BDDA5B58BDD287C5BD5854BC3D4E2A973CF399B0BD5B0595BD5299DDBCA17CCB3D671647BDACDDD93DF843843D828DADBDC403D9BD36C0093DF3F0A43DD831C0BC0ABAD3BDDC9D333D456920BD33B064BD9A2C243C2D74B43DD10BD9BDD833D93C5BFCB8BBDAA2A5BDFF4ECA3D88D691BCC0DFE63DF1C1ABBDDA32EB3BEBD9FFBC6290CA3C0CB1E8BD04940F3D839880BDCF2B873DE3734FBD9D2B81BA25C8BABD640B9BBD2AAC653DD067D73D6926C93D217EC6BD313D1FBD57C2A53D7F153E3DF1DE863D26C1DA3DB68104BD212622BDCF371B3C50EDDABD142DD0BC4C8AE43D50481FBC8F1431BD44873CBD7DA7C0BC66D2FDB90072D4BD6DB3B73DE5ECE8BDD2EC6CBD88F4C5BD86658CBD2A1D103DD2C595BD7FB63DBD1870A9BDC055AEBBD1D8D73DFC144C3D8D20933D3577BFBD40BF24BD8D645B3D6BEF37BC3979BB3DBF12AABD6479E7BD4DCABABD51B071BDC76DA93D9F5428BDEDCA6CBD918F96BB8FC1853D5DF4EFBD0C2CDEBCEEB931BD9D1C9BBD085612BD835B35BC028FD6BDBE01BD3D6B341A3DE1648A3B73FB03BA1EB69C3CFFD7DE3D3DD8BA3CC968853B79C13FBB66F2A3BDB1B0EDBDAD51B8BCB061DABD963D473D12FB86BD0500753CAC7B4B3DC1DA85BD2A61CEBCCDBEC3BD07C1BDBC112EC43D0CF43E3DB0DEA43D4D6284BD4904D7BD1E605CBDF0EE47BD72958F3DECFF78BDEC719B3D2834B9BD026E083D9C19813C1A22A33D56E79E3D480FBABD7375D63D38C2EC3CBCC2E93DD530483DB04CCEBDAA89F33C",
      torch_tensor_8_torch.float32_17: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_16: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_15: "0x040000002224A7BDEB7859BD50B7C4BC56EF9DBC63FB6ABDC062D3BB90EA8F3D82CF83BD",
      torch_tensor_8_16_3_3_torch.float32: "0x04000000561143BC9ECA3ABD602D05BD68CB19BDA2119B3D96C4A6BB23F7883D384A6FBD1003253D8B379ABD40DDE0BCE6590BBDD8029FBD68687EBD0B6465BDCB9D6DBC5B7CE1BC2B7B9DBDCB2B5D3C98EB133D20016B3CAEA8813D80E5ECBB52E2873D8089B0BB6B0CC8BBEBAF9DBBA81A09BD406D03BDE0A7A43C43BC3ABDD6CBEB3CB89388BD368426BC807D45BCBECC18BDC0CE733DE43F8ABDAEF6223D5A3A99BDB67A4A3DC256A13D9B929FBC2BE8C8BB56E31FBB3023443D4007A53BAB73A7BC54DB963D2217833DC0CDB4BB834A2EBD40F0433D536D17BD236041BD20EE53BD2B16B23B3E6711BDCE09653D6E736E3DA8AE11BD3B2F07BDC365773D90492FBDA325583D2B59A8BB2026763D4E252D3D565373BD0E4674BDA3F3153D501F26BD16DBDE3B00CB833C43F589BDD6A994BB60C16B3DAB54563B06C655BDB3DA943D9038913D7B98A33C73F44EBDB6F2123D2601C13C40144ABD536D77BDD8850DBDBC23A13DCB71133C56AF9EBA6E501D3D2BC63FBD60E3D7BC002F6C3C2FCD943DEBCEBEBBE671983CCCFF8DBDF0AA9FBD86F38E3CABA658BA8BE9853D5B009C3CDC64993D4BFD81BC6B81BABC96E0E9BB90A91DBD96E5B13B06E48CBD80BC1A3C9675BABB8BCBD33CBB7FA53DD619F43C2B45633C13F05EBD0B43EBBC88EC05BD523D90BD187F363DC325A23DE0AF623D1C77863D987D3BBDF38E0CBDC6E6D5BC63D019BDEF9586BDE2638CBD00E181BBDB614ABD3F7A80BD2083A63D7EBB9FBDB63FD6BC0B5C5C3D16B42EBD50701E3D0B3F74BD56874FBA0B3AF93CA643D4BCA82773BD36D4853C402964BC53FA943DA08D51BCC7D8833D28CF10BDA00005BD00D07A3900693F3D30759D3D73D21F3D167519BD561DBB3BC6B4623DFE24883D530D753DF64FE63C2B3528BC7B8E693DABDAE43CEB8493BD2E1CA73DEBE3C7BBDA45A33DEE4B4A3DAB24ACBB84CF91BD9A70A3BDB8AF23BDC3300E3D16A4D23B8BC7053C241F8BBD8EEC3B3D6015A9BC0E25333D10F58ABD0087BB3A8EE12C3D9663CA3C63C3A9BDE49E8F3D4E0E7EBDCB409DBD60AA6CBDC4B2A1BDE03EF93C76A0803DCE3C893D6BEDEF3C5029B7BC301B903C8080D33CB22DA9BD56E106BA168EAA3CDE278A3D86734D3D76A4C0BC80FD77BB166B593D34FF9A3D56D52EBDBB30A93D4BB569BC2B5A18BDAB5AF4B982C7853DB0EA42BD80CC3E3B087444BD80B908BB1E666E3DE3F228BD506319BDE65DBD3C36B2203D5635D1BB26329DBCABE7ACBB5B7FCF3C56F1973DB0D7193D008E5D3C2BA7E23C808ECC3C6BD380BB736C65BD686621BD9B43EF3CABADEF3C60A02DBD0E4A3CBDDE5E403DCBE776BC76E54F3D60A5B53C3B8E843CF6BD1ABC508414BDFBABAC3C6BFD55BD70A016BDFBF875BD5695DFB703BD38BD86C9FBBCD6C1DCBC3356163DBB1D3D3D96BA663DEB6217BC4B24A23DA06B2BBD4B6D343CD001B53CE0029CBD8BCA543D5015703D135F7F3D6E1B6C3DCBDF403DB0244FBD3BCC753D265700BDFB90BC3C14419BBDEB721CBCA8C11CBD187425BDDB427EBD960EF0BB609C53BDB37455BD44239EBDCE1C613D43BC773D967E50BC23D03D3D36EF9A3CA82F50BD163049BCD808143D56F5F83900568CBBA0204DBC98AF703D1E7C75BDEBA8DA3B73135ABDD6A7473D165CE4BB885549BD76EF61BD2B37FBBB5608C53B4E5A4E3DE08389BC40F031BDEB36A5BD809064BB5A728E3D43779EBDF04C89BC7B4A853D3E07963D03CC60BD7CBE94BD2F5AA93DFEB223BD5009BB3C5A55A9BDC36A1C3D56E71ABABB6881BC78D529BD5B73143DD06A08BD869417BD98BE57BDAC5E8B3DABD1153BCBA058BC3684863C6E04673D430F8FBD5B695F3D8B631C3DA00B383DAB782EBC9EAD4BBDD661B3BB081FA53DE0824ABD46E08DBDEB32AABCBB140B3D6CA787BD160FE2BB201B833C36EAB5BC8EBA8FBDA65DF4BC4BA3BFBC7ED1003DAF4EAABD4063903C000F25BCE6DD683D23E631BDC848403D0071EFBA30E6D53C04A0A1BDEBAC38BC43AD55BD2BB53C3D247D97BD866F7E3D8F0D92BDA0E35B3D863AF2BCBA7192BD0078AF3BAF8891BDAB22DA3C2E02A03DEB4502BC8EAD46BD3207803DD6F3103CD6DFA53BA3412D3DA3C5A2BD4BEF23BDDBEADD3C96608F3B26C705BD8BB179BDFBD0743D10D9CABCEB76C1BBFEE7403D000D96BACC2888BDD39F9BBD965EF43B86F7933CCE01663DE0CE2E3DE4A3A83D40721B3DD356253D148F943D1ED70CBDC8392B3DDBFEBFBCEB523B3CA639373D8E7C9EBDAB294B3DB6A4743C4B12C2BC909A03BDBB60F7BC50659A3C401C20BC90A9A43C204ADEBC5634853A6B32873D4B66AABDABFF19BC5BBC3B3DA073133D200ED03C5381683D20FEA3BD56DB84BD261EA2BD52DD923D4610433D7B41673DF801A03DC66EC8BCD817A03D568DE73B10C1993C307BB0BCEBDDE0BC200343BD3039BB3CA61A4A3DA3AA4DBD0B0422BD604968BC98AC9FBD4B7559BC503F9C3CABD2DBBB0075C33BE6874E3D7EF96BBDA600DFBCC6A78EBC705F113D804AC93CBEB293BDEB3BE6BBF06D84BDFE9085BD8B75203CD89348BDCAF2873DB38634BD4BA488BCA0A91A3DF65AC53C16DF603CD66126BB062489BC20791EBD36EBA53D5381813DF3BB27BDDED54C3D160BDF3CF6BA65BD5B8821BD5605C1B978BF47BD53B755BD561EDABA387C94BD6B1360BD4026593C20490DBCD394233D3618743D9B125A3D18B618BDAB8C1F3CB0C1E2BC407AA53C1F799CBDB8E58A3D6002603D9B7091BCE6A812BD13008E3D50183C3D3F96A53DB89549BD00BE6FBDD37099BD20D54DBC00F8DE39EF188B3DDBED30BDD6F698BD0080653B76AD703C40ECBB3CBED906BD2CDF85BDFC139FBD3A89A93DDBA3B1BCC01880BC28B5393D763B35BDEF499CBD1747A6BD405492BB3669D73C500F213D988519BD80B6C73B5624753BC009503D0B5E4DBD90817B3DB6359ABCABB4123D180A8DBDC67CF3BC80AD3CBD4E2125BD322084BDA6A69C3C26B8A63D6B85803D604655BD205308BC4608B6BC1E1915BDBB7915BD8697B53CBEA013BDF6056FBD2087363C5436A23DABC836BB46E2A43DB0345ABD745A8F3DABE3FFBAB081733D4070383CC031AD3C63688FBDAB3D79BCABF382BA609F5BBCFBA35E3DB62FFFBC083609BDFBA677BDDB85E13CBBC48C3D2BE8713C3E9451BD468F013D8B70363CF071583D00709CB8D6389F3D18AB933D865C59BD88F9813D1098E6BC58B6A6BD86629F3D96A337BD1629593C28D99C3DEE0C24BD485F753D5695A23C566B203A8BAC033D6B181CBDD6AD11BD4B6990BD2BCB8C3DA8D80FBDC0B6853D4B66323C40B8AEBB0AEC953D4EC62A3DB8A13B3DF60F3FBCD6B10E3D60EEA3BDD6E302BB566D97B9CC008EBD002A7ABCE090E33C4367663D6B8AF13B4BAE01BD66A221BDABA75CBD00ABFEBC207525BD1ED781BD46B9853C93BE5BBD564FF8BA0B7F753D7E0C63BD3B21563DB4208ABD927A90BD6052A43D065E27BD22AC913D2222993D3B78BC3CA3372ABD0669B03C16128E3CC6298E3CE00F2A3C14B2A73D20323C3C466A293D6B4FFEBC4B1BE0BCC3948D3DD622E6BBA00B0E3D933516BDD6DD833CA47B84BDF6D83E3CC063523CAB93E6BB689F093D5B1B373D8095723D67C19BBD6B38D5BBE345453DA3D9623DF7BE85BDAB6AC2B7EB9C8CBB6BFE62BCC646123D06DB0E3DE6189BBDEB755A3C5BDA37BDE615303D56E2F9BA96316D3CABB63EBCFAFC873D7F7B8DBDEB59143DC416A63D23D706BDF09DAF3C488828BDB0D624BDFE4B3ABDFBB7283DE3255C3DAB7734BCD60F26BC485E76BD8844383D10491B3D2BF176BB137B56BD3B3D2B3D9EDF5EBDF64D5E3D78C187BD6BA2EF3C6ED266BDB66F203CFEFFA43D2EF96F3D6EFB7EBD10B9A2BC6B8F623C00D2E3BCD6697BBCA6F4803DB6677FBD6AC785BDCF1D8CBD00BEC6BA368B69BC5661B13C48F03ABD285730BDB03A1BBD2B46033DC7D3A43D9F7393BD36C13B3D1E51613DA69C70BD533947BD578B843D43CC04BD9087373D0077D73B582F98BD70E3373D80D4143C3EC14FBD80456F3C333A01BD6EA741BD301ED4BC02958BBD16929EBD00E8E4BA6EA15EBDAB3DE83CB0ED663DCB881CBCD84590BDF6159CBD0857333D800FB33B066794BDB65515BD2059D53C40D7DD3B0E34243DDAA9A03DD6F2F4BCC068D0BCF0FAA8BD864D9C3D2BA3EABBEB9CC5BC6B82F7BBC3DD13BD8B8A0D3CB0687D3DE04EEE3C1628A93C5EA91CBDD8173D3D84D2A93DD2B391BD784F41BDC3D6A53DC3E6833D8B50B23C54219C3DABECE1BA364AA13C58C8223DDF609F3D3C2680BDDEC8183D60E50A3D86B60EBDE39D11BDB83B023DC8494BBD0E20383D6EAA5F3D7B91273DF0553BBD68A0A03DBB0E023DF37CA7BD3FAFA4BD4602F23C93771D3DAE0B943D1E19843D4BF3533DA067CDBC0044B9BB6EC955BD0008363B6031903C6BB31B3D1BAF8C3C20C4773C56E5923874C685BD83C414BDF0669EBCC07DB63CAB68533BC60940BD48C01EBD7BA3A8BCB489913D40B2633D70AB92BDE3FC38BD5020FE3C063BEBBCC6E3D4BC8C028BBD408E0BBCDB81EB3C8070973DE642B9BC180B07BDF65E7C3C807ED83B1686253C1A589EBD3C42853DABC980BA405DEABBFBCEDCBC70469DBDC6BBE1BCAFAD9CBD73700C3D501233BD87D29ABDDBEB2CBD5E89053D40F73DBDAAE583BD403D06BD146FA03DCEA03C3DCB4BA33C1BC0AFBC88470BBDB6FE8B3CE075753DF6AA83BD52D3843D6245A4BDCB469ABD08C7A2BD10EFDC3C0042603BD637AA3C7B667ABD06284EBDD6ED0F3D487E733D872D8FBD6BAC973B5649B5BBE031A6BC6B19EC3C821B82BD3EA8273D33EE04BD5E62663D5B42A9BC83456F3DE0FE63BDF2F29ABDFBC9A73DFBD9E7BC000E393AEBEA793D686C983DB0498F3CD03E9FBD5E8E53BD5374543D468AD83C7066393D9E2000BDCF529EBD96DA5ABCE07D083DA34D6E3DC6AE62BDAE7727BD83628E3D040B8C3DF38DA53D7691733D10DAB63C56754EB946DA7DBDFB6EF5BC0E3EA7BDCBDD5E3D4B88523DC0E6193DEBA172BC486F90BDC2D5943DB0E89A3C864F903C2BCEADBC138A76BD40C2163C2BFA56BC12019A3D0B80FD3C90ACE53C4BA07A3D208D33BD5677653DAB8AFD3920DC9CBD7022563D73CA65BD3859513D1F68843D40F9C8BB10B2E0BCC01E663CF0237F3D703A2D3D3832823DD6901EBB23F780BD90A2173D96F4C83B86F5A23C4EE49E3DBB5A9CBC98329B3D509249BDBBE25CBDE8355F3DDCC4813D83A301BDB6737A3CE0F01C3CA0FFD93CCB584EBC824AA6BD90F5E33C9AACA5BD204E6BBDEC7786BDE04A063DC37E143DEBD646BDC0D0983D469A6FBD163F793DD055153D1BA095BC6F00873DEB437B3D6B5F8B3DFAA48ABD4B5AFFBC109F71BDDF4B883D56F7983C8EAF2CBD365633BCC0D16B3D4C589F3D5631343AD7B69ABD46D71BBD66986F3D60C64F3C4811643DB7A58C3D6BD9E9BC0B21463D60D21DBC235917BD9EC26BBD2050853C90D8943C98F95F3D966EA73D3CDE85BDB6A35BBCCB8ACEBC8EA92E3D9672263DDEC79A3D200E6B3D96D9673D2C8481BDD31262BD87BF88BD664928BD060A28BD2E7B6E3D23A225BDBC65923D1204903DABD0543D203E483DDE66723DA0C75F3CE3C962BDF60D7F3D6EB7783D9E4B683DEB4A6EBDEB152CBC68545D3D2B4C2DBB160DC1BB436636BD9BE82A3DD389163D300095BC76EC7B3DB8CE48BDD38A313DD64665BB58EC09BD2047533CE8F294BD48588B3DC04F90BC2BA82FBD4BF5053CB36A443DC0D37D3D83BB613D8B5F7BBC20F29A3CFFA79C3D5B5E373D500CAA3D56616C3C54F3A3BD5081CA3CC659ADBCA02B743C0330053DFB9D403DC0D221BD185A7DBD434C9C3D60B3AC3C08AB233DABE6B93CE0DE74BC30249DBDBE28993DD3B5A13DAB27E3BAC697B2BC430A163D37AA9FBDC027BC3C24A7913D60CFB1BC162097BB5386293DEB0EF7BBAB12E0BA6078D93C0074D3BBABFAC4B92B34A5BB93CA3F3D64A39D3D96FCF33B60B5483C36E072BDF3253E3D86EF403DEEC178BD4634483D1B1DBB3C368351BDF60861BC74EE97BD56C7383CDB6C2B3DA0A46BBDC00FCDBBE249863DAECC823D90055A3D08103FBDABFCF7BAE09824BD8BA0983DAB6B713BC85E52BD20513DBCC08D973B5038E63CA0DC4FBCEB2E673CCCCAA0BD5089CEBCBE9F3C3DB8220C3DB3E1A63D1353883D9B21313D96B625BD0BFD993D23166A3D80AFF4BC03171EBD808729BD73AC58BDE3CB083D8E8931BDABDD963D4B6C993CAB9EB73A00C6D63C502D403D8B9D62BCFF0284BDB7B2A6BDF3B39E3D2AAE9F3D90F3FFBC0E49963DA828073D366394BDB66452BCAB1F9ABDEE1B143D7B08F33C9B78223D80C95BBB96B9453C0EE74CBDE7648DBD2BC7F0BC300EF93C36607CBCF6E08CBCC04C3ABDB36A2ABD1BB132BD70D48CBCFB6C9F3DB6AFAEBCCBA334BC805833BDABA94FBD",
      torch_tensor_16_torch.float32_14: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_14: "0x040000000943B6BDFE61EDBB9746153EB4CEE03D40584F3D88E383BD337C2ABE7414A8BD",
      torch_tensor_8_32_1_1_torch.float32: "0x040000005888063DD19C1A3E028A15BE313B043E0FA14B3C1C1DD13CFA2F563DD0E316BE0E4FEDBD70322CBEC660063EF3AC163EA5B3B8BDCC59923DE1E2F03D906E2FBE00E9483C1960203DEC050CBEF5E586BDAA3AA73DC516D33DBC21D0BBF687FB3DCF2ABE3D7D6C88BD1296C6BDFB2FF73D32A6B43ABEE4CB3D6A88093D950B1FBDC5C5973D95DFEBBD0C62D63C93D18A3DF222D9BDA734133EAFA939BC284B03BE4D43543D77D1D1BD33F1DDBD92381B3A3206A73DB8F12D3EC7EA143C1071173E4D79203E14B242BDC0672CBCE33A2FBEDEE260BDC5DAE63DC2DE68BC95D5B2BCDEF35EBDD2B7BA3D396D113E7171E0BD19C5AE3D8B37BFBD32CAE23DA4801DBA1AAEA2BD3FB3E23DC6FB1ABE2960B63D7FDA0BBC3AFFDABD83CB03BE1C43CCBD26698939C9D99A3DB5B0BEBB1F7D3CBDF3C358BD1483203D74F3F43D1726A53B81AEC5BD7084D9BC74F509BEAD16903D4F05A7BD9252843D515D39BC8CDC123EB903A6BD7D1CF3BDCA083A3C4F976E3D1B6B0EBEE8ABD2BD8F28063EB03A193E66E8DE3D70BC043E62AABF3D1952163E1260473D3E02F8BDAA13C4BD7EC99E3DB4C9B5BB74C4233ED46B323E15CE093E875CE2BD37C25ABDDC8C183EE68FDA3C69721B3ECCE2D63D498C2CBEC83A5A3DA8B8153DF0A544BCD2AC103E715101BEB665293E29FE0E3E94D23F3D0A0D1A3EB94F073D47AF9DBD63F1F2BD4A34293E6E2FFFBC11AE1A3D4F7918BDD01FD63DF87E2D3C2CDABCBCD975B2BDFDE7233EA59B2F3E0802C03DCDE508BC7161F53D810B1C3E1DFE57BD8C3509BE0F8224BEB9C697BD4AEBF0BDAC5578BDDDAE1ABD7A5306BED137E33D65541E3E7A761E3E70D6A73DBA1C8D3DE44716BEE4CA103C1F87183E189F213D5654AA3D31262C3EC830AA3C57C877BD889D2A3EBCD225BE595379BB5063123D35E8A63C1CC315BEB1259FBD900E213E5ED245BCD37E593DDA5A893DB6A48F3D49A8E03DC8BC773DF86500BD25B4EABCEBD7D5BDC880D03DFC74323EEF30253E0D0ED5BD5055923DFCF8D1BD6CB52FBEFA60183E0A4DAB3D597218BE48451A3D4436263EA6D9C7BBA182FE3C94D6A33D8A11B23D0C4BA33C867BE73CA579A2BDB4CC9A3DB14018BE40E59B3D2F5C1FBE117E13BD8926BE3DCC38BEBD752B54BD740171BDE461A6BDE70DDEBC0FA4CABDE88401BEDF6209BDE6517BBDD886273DBF8ECA3C8BA0443C57A75B3C13FA973C119CB23D0DCDAA3CC6F1873D9164453DB113063D243A1F3D65160A3E3FFF1FBD908D893CEC9235BDBB8ECB3D3B9F8B3D35E3DA3C3582BDBDC862F9BDC94F083DF9D0133E2363C6BDF44DA33D1F05A5BC99BEAD3D59F6093DB9CD7D3D4B57CA3D9746953DBF519A3C1E3D2B3E9365EBBDC2846C3C739221BE756809BEB6842EBEA6BCB4BB35F44C3DA5CE32BC52A793BD0D64D1BDFC91503B",
      torch_tensor_8_torch.float32_13: "0x04000000CCFE593D9FDA463C08895F3DAEF666BC7DAF8B3DD6BE7D3D30D1A1BD316AD53C",
      torch_tensor_8_8_3_3_torch.float32_3: "0x04000000D4F83CBDE4E786BC1258453DB95D27BD43E9C5BC85FC9E3D2613DE3B974697BC0F3D413DBD18A23C8359EFBD000EDABDCD35AFBDD30CA1BDF4480CBCF20D813D34A2723DD703903DA5B3403DA1ED56BC155441BD608B21391EA7D93D18D388BDF460C9BD5AA423BDB4CDBC3D3EFCAC3D395977BD1B0A123D380BCEBBD01B983D896371BCF48B94BD6506DB3D650F8FBD2ED23F3D4A94D23C335BC8BC02C660BDCD9FC03D0C0C9E3DEAB564BD07AFE73D529C833D8A7DB4BC36996FBC11C6E7BD4CEE9DBD6EAF463C6F76E6BDFBC3EEBDE431783DC6B864BDC084C53DE68091BDA8C2CFBD0ACE3EBDEBC947BC2D2AD1BDD884E03D4E42C3BD20C1A5BCFB02003D691B903BC9C0B9BD921735BC857AE4BDBCAAF93CE768C2BD8C561FBD637D62BDCD56E43D1EB4633C32F75FBDDAF9AA3CF236E7BD70D439BC2A1C26BD6A9A6CBC375797BDE589543D63110CBB194E8E3D24C08F3DCF61763D392BCDBD1E868CBDC6D8E9BDC4E5733B85CE433D5AED963D81898FBDED9E1B3CE4F6AA3D5A8C923DE257813D08136BBCF33BDBBDC203583C3DFDC53C22B5483D479453BDDFA891BD1708F4BCDE89833D28BEB33D0649D0BDB52B65BC79DA453DF05E693DE918DA3DF0908F3D3AE347BD9D78BB3D02A2773CAC34B13D0DA1BCBDE0F9C4BC8716DCBD74307B3D3960F93C9585AA3D83FE64BCC7CEB53DD6FEA33DBE1EE83DD0887BBDFD73DB3CCF6B0E3D8679AC3D2288BB3C15DDDCBDC036CD3D86EE953C8A195CBDD7EF92BB0BAA92BD4A1D4B3D377CE83D21CAAA3D0AABE3BA4D66E9BD4A809CBD26D2A2BD9CA4A8BDB49DCE3D04D984BDBFF2523D46470CBD5FFDBEBB7F55EEBDC237273DBCDF973D4AEFBCBD5FAEC8BCFB0698BCD3539D3D0185083DB3DB56BDEF41B03D3A06AC3C83264BBDA8578ABD5E16763DC8CA9F3D5445CF3D30C65A3D48AA053DA378D9BD3450373C3DE8C9BC733E13BB5C35133DF2FCE2BC92AFFBB94759BB3D7180F33CD9B3913D5A9C9D3D88F792BC2243AE3BD902BBBD4E22E4BBE1CC8FBD5C57593D8A6B34BD6D9CA13D2869B3BD4C0EB93C42C3C73C36AD433C561BB9BD6D07A4BDF53FD43DF11DEF3CE7C66CBDC0BA3C3D3318A43D8ACF133DBFD318BD02800F3D0D1DD7BD6B69813D622F87BD31F5B2BDBCD80EBC689393BD1E9050BD7C8D67BDE7F1BA3C0393CDBC8876C13D603C8DBD82D6BE3DBFF7163CB40F27BCCCE8CC3D7F117F3DCCC5ADBDBBEB733D42D9A03D055515397A3D933DF7D2253DB81AB23D45B3A5BD33CCDFBDFE6C3ABA2A98753BEB87D4BD6A8BC1BD2375AD3D3775BBBDFC14843DA8A7A93D76940ABDDAF062BDCC7D15BD3CC8BA3DF77E8D3DFD06D3BD608AC7BD8D56533D0C47BABDDDF8F7BC0458C7BC5E67CB3D2DFDB3BDBD6E93BC5F09BD3DCC1BAA3D95F0EABDCFDAB9BDC32E6E3DBD6E3DBDD9AAAB3DE5D30B3DF8FAAD3D9A4D56BD8451883CDE49B0BD803ECFBDA73123BD2112E03D77C0B13DFDA8AC3D9EF8B63DED80E3BDD81AA83D79E5BD3D75EDF4BC0E50C9BD155B04BD88DBBE3D6CB272BDBAD056BDB1578CBD778970BD110504BD2ED14D3C7E85893D6A11363B98AECFBDE5E6B53D1A33033B969133BDE4E5B9BD3CA79A3C9C8C203DC070C8BD81A9BBBD7FBA823DF10F203DD161B4BC74A05EBC876739BD346DE53CEC85913CC8E3FD3C69400D3D1C23073D7BFD0A3DF54C43BDB5B2EC3D13AD473D34F3BDBC87B23A3B570DE5BD3AF92EBD31AD1DBD213D543D3543F13D70F518BD37BECE3D17A6E33C398987BD240283BD223B1ABCF133983B67FF0DBDD01F703D4C09E93D868B0D3D4B53AF3D548B5D3CAFAB2FBD10E2B63DE19AE23DF64C91BD87A369BDAE45C63D1240523D963FDE3D50139F3DA54FE53D8FDAEFBB8E0AE23B2F91A9BDCCF99F3C3523953D861DA8BCFC99823C52EF93BDE901C43DDF6BDBBDA22A6CBC070AD83DCF35FFBC8F0A78BD6FF1A0BC405F72BD3FD684BD4199B93DEC60223DB521603D4C03D2BD8EFF1D3D854D4BBD31788EBDCAE571BD4297BE3DB724ACBD39EF65BD6AFAD2BDA0E6A33DCFF7C83D056C1E3D8E04C73DB961253C06053BBCBEDEE03DEEAACD3D5C27C83D6CCFBE3DE278C13D4427843D91E531BD812C74BD4091EB3BC9D034BD51E0A1BDBC3E543DA289E83D24E6D4BD73EAB8BDA7528F3DBC01E3BD8D76DBBDEF552A3DBA47ECBD87373E3D3756B1BD3402963C4D8BE3BD3C66EC3DEA3533BC0FC7D73DD972C4BBD3A1123D61CD543DF1D289BD40BB2DBDF9E05CBA67B2CC3D266818BC76A2EE3D9C3ADB3D0F75753D3969E1BD61D615BDFCB1CDBDC81BE4BD1F1E9DBBB4FEE83D191AAA3D3C53C33C79309CBD7AEDB1BD39475CBD7DD4443DE35C68BB05DDA5BDE7F5693D6546CEBDDE6F893C6C0F0ABD3795EC3DBBC8DFBD1398CB3DC568B4BCA349B3BD6EC206BD52D093BC6EF2B9BB7D52153DBA08CD3D3B22B33C472BA23D8C42BABD33926EBDBBDABBBD631E093D3869E13DE412CFBD802BC8BCF1C03DBC45248CBDADE8B8BD42CC953DA9BD16BDE00E8ABD84EF83BCD6FDC9BDD180E13DFE19D33CEBC1EABCD657243D23CFA23D72C756BC84CB513D8A4FE0BD2718C73D26D5AB3D79142CBD2141443D76E1173D4120DABCE603F13DD2350E3D3C6DAFBD9F0AAE3C106109BD9658E5BD8DBAB23D7F0CC43CB3D5BFBD32816C3D994661BDF4ACBC3DBBC545BC77F265BC6843B7BD7DAD72BD8A97AD3D1D9B703D899655BD09F1433CD784CDBCD9ADC1BD1FA4273D11284FBDABC19D3DFD2B27BC7811113DEDD3B4BC3DDF273CD462BD3D7735D2BD664BEA3D8B660A3DF027B1BD1F6CDBBDDB84F03B1C1970BD700BEC3D2D276EBDA60AD03D5F8D933DAD59A3BD323313BD5476A03D3D5588BD61C097BDA65988BD8F0B9EBCC7C77D3DB1DE3BBCB2BEC83CBB251A3D15FA0CBCE47D853D658DB23D715E83BDD03E643D4AF9B7BC6F66A3BBE3CCC4BD2A9BCD3D06C1913D3AE2633D8DA778BD23908E3C6EC7AC3D7FB8B53CCCB3EDBD9C139A3D5CC9C73D0CA3D03CC2AA953D3331A53D3751B9BD85C5D1BCC415A03DD8ECDBBC5866EBBD6376EEBDB3FB8B3DA8A2233C2C0D743DD090CEBD28468D382FD5C1BD3E4A643D70D898BDC5AD86BDA7D29CBD3DC298BD3DC34CBC5D9BF03CECA2A73D918FED3DDE3F08BD4157D73CEE6C4DBD5EA0E6BDA68DF6BC5A73BA3D58EC2A3DAA8F53BA530AC8BD909E71BD3147FF3CDF15E33D7956C3BBFB548CBD",
      torch_tensor_8_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_10: "0x040000000644E2BC0BA7F53CD4AE393D7A45CBBC514739BDB53398BC351D553D4603223D",
      torch_tensor_8_32_3_3_torch.float32: "0x04000000268D073B58DB5E3D0B1999BBB5DF333D4EBA0ABD7707633AAEA46F3DD67F9838D30C1DBD65D74C3CB55FEBBC40F8033DC104303D6B742BBC6F73113D0611463D6424283DEDFE0E3D343A61BD98F145BD6C50413D9C35B53C883B3DBD28174F3DB642813B84C159BD9CD9C1BC04794BBD8143A9BCA149B6BB20F6A4BBD60C07BC67ECC0BBE17F443D1B6A283DC3725DBD9F65613C8D6EF7BCB16D36BC934ABDBC5001F4BC105502BDE5BB6EBD3457B8BC920F3BBCC0EA5DBDD0B4983C337FFFBC74888ABC2A02C23C115B683DB11FE73C100933BD82A92E3D35CDC3BBE148B03CC57B14BDCBD0613D5A171ABD9593173D084D4A3D2921BC3BF70A3B3D13ED0F3D6F9E11BC6013F43B553DA23A08311CBC88D455BDC86E083D82AE66BDE423B03CFF9DAFBC95F2743B261E47BC53D309BDA232B5BC4E9059BD55E40FBD1E87FA3CF040473D8D4865BDE9455CBCF91AAD3B954E06BDEA03333CD759D4BBAB7C1F3C492C06BD28F64FBD2680C9BB5972243D14F0513D9C8B3F3D284F4C3B64F6353D1C1BC5BC668B2F3DC5B0153C71DB36BD36529EBC83DC563D72B1B1BCB4916EBD6808693D9761963C2912563CE07DD5BCBA6A5A3DD184463DE36443BD47BFD33C453F5D3DA53A37BD22898B3C194ECDBCA1852B3D5BA8253D6589F83C07C47FBC8B8A433DDCB566BC8717203D0334E43CEA9A46BDEB4D18BD3AE59BBB6A2346BD14FC78BC96AF023D9D395A3D86B798BB822C67BC090236BD4E86923C90250A3CE901CE3C79254CBD11943C3BF259D5BC2C3408BD33E7EF3C4DA745BD393E10BDBFB9313DA9D61DBD8799223D8B2EB0BC400325BDE96679BB697C14BD8D3B7D3C4FC12B3D45E136BD825623BD03B027BC8C26FE3A68F7503DEE943D3D479A02BD777B1D3D07AD0B3D9DE238BD2F67153DD0A9683D82FF61BC2F5A503D7100653DF87F723C96ECA63A3950483D8DDC263D54AC653D57C61ABDACA2A43C5D54133D891C1DBD283B243CDF1703BD42F32DBD621C6D3DE3A743BD17E95CBDFBFE483D2EC90E3D4901593CA48B2E3DDDC3E93AB02F9ABCC8C10EBCCAB7343CFAB566BD7DFC5ABD9083ADBCED2DDB3BB4C71F3DBE74E3BC236B4BBD69B858BD8BAC81BABF0D17BD642354BCAABE1BBDA08AD93CBB15A1BC9FAA28BD3C78983C8FE015BB47A0163DE6A3503B11C2C73C2141A13CA70207BD8AE1403DE0CF2E3C05F60EBC4B9C083C75FD593DD302323D13414C3D525109BDA8276CBC8EF6563C855903BCD5BF35BCD19C353D4C7801BDC8A4DDBC83B10A3CA831DDBC941D09BD90F840BD9C9D223DDA81F0BC4A2AF2BB59EB1C3D3B7367BD62A149BA12E4DEBC6A8D2DBDF343F13B1E85943C1A941C3DD3E5703D00149E3C675F8CBA8643FFBCF1A687BC8DC35BBDDE065DBDA2C738BD62F0283DC015CD3CBB575D3D1968263D771C283D4FCE473C8739F43C7C33AD3CC9E93FBD21523FBD3D93413DA053173D847079BC93BD09BD555829BD954439BD83599ABC6BA3A13B87EAE03AC3C5B13CD70BEB3BDFD9783CE1EB343DFAFA573CA5977BBBDACAED3C462EA73CAD5FCF3C7B4C82BCE7A370BD85D3A9BCDC79433D464CA5BCC329F2BC645CCEBCB117143DC5D65E3D83BA65BD4D14A7BC4C5B3F3D6F49573C8A92193DF0D23EBDF026103D14F5F0BC885516BD9B58C0BC706130BDAE9D8F3C9410223D65601DBD16CDAC3CF43C33BD4F9C043DAB73A6BB0EB3823BA0C13EBD13C1B03C8289B73CDD81AABCF04BD0BC31F23C3D55C32B3DD0CCF5BC7AB9AB3C116FCDBC637D63BDE30F29BB56474DBDB50AE4BC949D90BBAF5F1ABD2B5B0C3DBDD28EBCD9903CBD7BC7223C35BB6D3C3F0981BCD06936BD6FD2D63C22DBA2BC3848C6BC5445433DE3F107BD4172093D76CB223A1A0651BC14B516BD7089693D1504BD3B8EBA093C405740BD8A192B3D6F191CBA4F33D73CA0B2233DEF47663C71380D3D807EE0BCDD27CA3C2756C53C9952F33C838FA0BC6518073D16BC523D62F7EBBC5F10CBBB0B13B9BB11D2F23C47DBE6BBA2955B3C1E1EB8BC46D2973CE4B80E3D1656403C2B586A3D8391563DF98C2BBD086C27BD2FBD40BDB50C47BC43A5FD3CBE27C8BCAC626CBCE7C5DFBCC78A883C6B86473CD33A44BDDDC1F2BC774812BC8C825E3D9E5B64BD9E1760BDDC1ACC3CB0FB9A3C3BA2AABBFDDD3FBDBD10EEBC13FD263DFFE0603DA32D343CEC0C713DA1603F3DF02288BB061116BDC4B403BD1A7C8DBCB7F044BDE9836F3D8B83E83AA83967BDCBCBF2BC51569CBC6F8B43BD132D4FBC811C1CBD066677BC601A34BDE0F2E5BA538F25BD50F4C03C339D653C511E8BBB8D63113D42A2E93CDCA458BB273A953A7632BF3C54384FBD89503B3CA0439C3B1E6EBCBAAB6D81BC272AEFBC2EC6993C71A425BD9FE1BA3C8EA646BD79EA803C3883B13B1B7EE7BCEF8ADFBC539884BC4C3CE0BC594984BC559F5DBCC35F423DBFC10A3B8A2F543D9DF13DBC2D6E3CBDF8E05BBCFA7B023DB08D23BD91DB403DB5C4AEBB00143C3D46A276BC6D9854BD42FB0FBDA880B23B82A22DBD2863533DF4C5493DE0BD66BCF0C4323D2865903CD7B4A6BBB5696EBD57BD4CBDC1C337BD4BF069BB94FA373D1655793CA1EF1CBC9C52143DE1AAD63C881B26BDACE5563C1C07823BF15AC43C30DEC73B4FB68FBC4C84DBBC1F7D3B3D1D16993C975B1B3D11043C3D8427C53C8A9940BDAD6DE63BFBD7103D9EA488BC5EB3383D4D85E3BC4D4D61BDC571703DDDB01B3D6DE6453D7763143DB3404DBDC555943C16A55E3DE7E708BD4ED7223C01DF853C863256BD2724C33BBBD6B13CD3F6BCBA8A3F48BD57F6F53CA42848BDC04D973CCAB02C3BF0CB333B216A2CBD5859BABC47B78DBCFA3CE0BC0282B7BCEFB3E13B44CE673DFD84C7BCB00151BDD56A843CCB57583DD65A6DBDE203543D24502E3D9A5B933C3D5C0E3DD2F018BD0ED35BBDD3515B3D85B2EE3C555B1EBDB95629BDEB3A813C3E181E3D2853533DD906F33BA2450D3D437DBC3C54B1AA3C14B0F1BCDDD12EBDA5626A3DC868483C2EFC58BD067FB2BCCAAABF3B79F6213CF67A34BD8FDA523DCD945EBD7384EC3C5D56D5BC3FDB2ABD2C80D53C126267BCC1EBBFBCD787CABBE76AACBCDAB4603D335363BD397BA5BC1462EABB053386BC351414BD4FDFFF3BC8D19B3A2259193D0F899E3CEF40253DEC782ABD045A493DF8F6C9BC6EF544BA8CB9B13C5B8347BC660D80BC8461DB3CA7E52D3DE4F71CBD9F090B3D4ED81F3DF1A3C83CB32B9B3C1893013D33A0643D14F4233D833FF63AFFC324BD9DE1BCBA92B20ABD23D7543DFC568FBCFF308B3B6333CC3C6AE5A73C40EF45BD78CC1BBD3BFF243CA54731BDE5ECBB3C87E77F3C34EDBBBC3AE93EBDE9F4133C4DC106BD56A1673D75DF1B3D76771A3D03CFE13C2036BC3C832C35BD30CE653D314A45BC96D60B3DF49C5D3D6BA8393CD3E52EBD4F4A37BB0C8C0CBD778744BDB8722C3D314CB6BCE5E6413D6C500CBD9CFDC73CBDFB81BBFFF4D6BBF2670B3D7F8A5ABDFAB5493D13F345BC9901DA3C833D0FBD7FC9FBBCEB16B3BAC80F67BC4A37C4BCFC9A023DEBCDD2BB381DC6BCDA9ADCBB4633583D2DE245BDDFAB20BC980417BC9507EB3CF3F6463DD38D17BD42DB32BC3BA160BD8F7E32BD67FBB43CDB43D2BB15B3323D04B0B7BBC366DCBC623C9FBC797DCC3B4A9D1A3D77299E3B59325C3C3484A9BC5065B73CDEE522BD7BF0153D705426BB29C14A3D26B9F5BCC79B6C3D9A57193D73EE42BD89438FBCAFC9523D71F2A33CF7BD483DE17B4ABC5326CEBCB212203D7DD790BCBBE25A3D1AF10C3D3548703D2007363DDD568FBC88904B3D5C403BBD282C6C3D00E421B93BFFDBBC1AF58C3C0B8A013DCE38353BAF8B2B3D213B89BB262F6DBDF1A61B3D4F7E0B3AC372073D0F6CEEBC04AD1D3D964BB53C893C0CBD695E60BD8DA200BBA0F4333C6F9511BD1E3080BC901450BC3E8952BDCE41CABC7AC3FDBCE436363BAB776F3D197D123DF186F43C1956513DF6B5993B47BD463CE40A06BD8870063D1FE7FA3CA7796D3C652314BD528D753C62DCED3B6308103DD557B6BB1D79583D3E9C27BC4E1B0E3D2718403C5A6A3BBD8C29B73C5D5158BDA27C4DBD0769383D24FD14BD59D91DBD4E047CBCAFD9463D063A6E3D2A8DC0BCBD0706BDA7BE11BD26A6E3BC654E66BD231EDCBCBD275C3C918E90BC399668BD3C16F5BB2D925C3D350E543C4428A23C766F39BDC0273ABDA27C1FBD56F48CBC1A6CDFBB1AEFCEBC2818A53CC20F1A3DEAB572BC732F5EBDF72CC4BCCC9B503D1B8C44BD1929ADBCBFE7CD3C8E2F5FBCFC6F633D25D292BC13932C3D5936023DD6855BBD0467683DE16517BD0849133D6C3D18BD3159B2BCB9BAC43CDA3B2DBCF85822BD1CDE263D16EB8D3C41B48C3A5160473D99AFBB3C65125C3D05D58C3781CA4DBD148D0C3DD34640BDFD7FAE3C50BF63BA27025FBBD3BDD6BC9D3D0EBD9F0651BDB13A5F3CA5F81CBC983710BD9060543D888F253D2544503CA364813C0CB2FBBBCB14323DCCF368BDFEB112BD8CD92A3D91312B3D14A823BBF5AE8EBCF121DF3C82CB283D8722B3BCFF88F13C2BC3E83C97C4D73B247411BDA33A2A3CC9D718BC0637853C42862FBD9739B73C5030543D47F0EABC5F4B303D1339D33C6DF60ABCD9CB10BD0610F83CBD9234BDB1FC093D7C5D43BD5FBFFFBC5F0CC23B4E94F53C271C5FBD694C843CA42D8DBAF6780CBDDF4A7DBC3FB33D3DF4842CBDA86DDDBC8A3C313CFDF544BDE05AD73B1A38803C84B99A3CB8D7B83CD6FD533D66A5B33B16D35B3D676BDDBC5B7DDB3B343619BD17BE6BBD00B7FD3B61D97CBBDCF4FFBCAE1BDEBCD66137BDB80B403C64C72B3DACBDDABCCCD9513D08A03EBDC20244BD95206E3DE5919D3C3CFC02BD9721F4BCD9D6D3BAB11741BD99A90C3D67DA96BCBB555B3DCC41303D027A393D4E865BBDF6A2FB3CAB1B14BDB54CE6BC7FFE143DDE0854BD2ED99DBCECADD23CB30FF1BCF64B563D64AF223DC92B29BD25AB323C8CFB69BD8AA50C3D535070BC1EB2743C45C5B5BC7B92373D4104023C4ED131BD42D36ABDACE0CCBC70D4ACBB6C6681BCE54120BCDE0AF9BC170BACBA1605DA3C3AB6DEBCFA2C4BBC93CCD8BBB0BA303D057051BB876598BC7EF4143D92323B3C67FFC53C9917E4BC68DBC8BC96CAEC3C0D5C0B3D9CAE983C0B7D8D3C0F71E339D40444BDDBA4113CFD7C623CD96C073D8403013C72506F3DC2DDDBBBAF00153DB68955BD2C0711BC6DBF1BBD51AB94387C0357BD5277E3BC44C43E3DF767C53C5E2B373D9805C83C3623133D918902BD02AEAF3CC52E64BDC68230BD01C761BD062F0F3D5D33963CE97E16BD9C9E913BB5D2523D873D08BD2BEC25BD28FB39BD450C03BCC336573DE6FA403CD871B5BB869618BC411583BC6D66D0BCD670623DA244BBBC2E5AABBC1C86A5BCCE25533D101613BDBB126D3DAA451F3A4BF5C9BC16DD153DA1FF483D649196BCFE84093D96AC0EBDFA11CCBC2DB91E3D05475E3D1BB14BBD4F731CBD459030BD99D2A6BBFEE7D1BB2B7F193DE7D56E3C4B7437BD41C789BBB3550EBDAA5EC33B2907993CF1A45CBD761E713D7C54003DCF676FBDCD85D6BC12C9543D59A17E3BECD43DBD5D81E8BC49385ABD747E923CA0E2F2BCA20E643D0D10883C0132FDBC25692E3D31883BBC04BC20BDF60D44BDD436DDBC7B7EC93CEB5D5B3C31C293BCCC90A7BC45A473BC531A23BD83425F3DCD4E56BDC3B7DFBB9F5E043CBD358A39EEC428BB737F3FBD9A75D1BC8F2806BD76E85B3D8B3993BC404A2DBDD45928BD62702FBD2E5E2FBC8A82CBBC882A2FBD39BEA6BC54EC403DE09656BD299496BBBDC1613DCAD1193DC0DB673C7244CB3CD9E1A8BCAF053BBD365D14BDB2B80CBD1255303D73CA023A1D3844BDDB6034BD224385BBA7DC073D191DE73B98FA2D3CA1195CBC568B45BA46780E3DB6169D3CCED9A0BC082E713DE9C0293D72B6A53C6E34E63CB0AB213D330610BCF90E2A3CDEF995BC948497BC62D0163B18F021BD4C7E563D7C1F21BDABCE1ABD03FD05BC19901D3DE7C4EEBC476882BBB913073D252A53BDD14B603D0F1F023D1109A33C50784B38BBCB0D3DAE2788BC9C40A53B21AF333D199B06BDCB70813BEE152C3DB168AB3B911310BD2AA8313C03714DBC4BDB4EBDBA1E983A686B113BCA8D1C3D323C36BB0D0B2EBD090E523D81D34C3C1E6287BCAF6A113D4CB0303DF2C22C3D2E193D3D842DC1BC309F5E3D36FC133DF8DD22BD10C3E73C6C0408BD0BEAD43C949D0ABD729CEC3C6B90C6BCE9F9543CC7B241BC00B6FF3CA2735BBA9FA2E03C4B13B9BCD762E23CA31F043D8B078C3B7A208FBCBE1B143C25575FBD68F095BB8FE8463DBCCDF13C0DDEE8BA0FB6F7BC6CFC4A3C8D14543D2FEBF13C625C933AB678933CFD6C9C3B779969BC113331BD843CE5BC7367CDBC330B0DBD27CF683D51BE4DBDA937453B7E79583BE24EF2BCF312EEBB5E27B03C845229BD6149A03C57E651BB8C7BEABC1FA639BD12CABBBB4DDEE1BC777CA63C83FA6EBD78FC363D7289693D871C9D3BF46224BD8D3669BDF08BE83CA936A43C5779483DFC5800BD1881083D6BD8C3BCE90E36BDD5C99F3B47E38BBC05D4DA3CC0BDFEBC599C1B3D0A042FBD0D33763C6EAB203DD5DB8FBCD3E463BD29DBB53C750554BD415BFEBC6EC4D9BCD656FEBC5FB95D3D846634BD6571383D9C2C1DBD080F423D4C689FBC35D71FBCC2162ABD31B4DE3BE1D5BFBC4D0961BD21FDEC3CF2B3A03C2B831FBD2A23633D3B02BEBBAF461D3DA957ABBC56296FBD9915E7BCEABD3ABDBDC65A3D7A33453DAC7336BC77BB6DBD21B0153D65569E3C349A1A3D6763403CB104CC3C3BF274BBDD106E3D9C8532BC1D2DE13CFE806ABD34BA0ABCD076CC3B7D39453D2264023DF8786A3D3213F43B85749EBC094D4C3B5E33ADBA4C2F903C2047363CF1EDD8BCB201D13C0216D03B72492BBD64D1DD3A64E22ABD71C4A0BA1C25843C0F3971BDE4D6283D2EE3DABC634D2FBCEEFB5CBC8D6B3B3D545815BDF9836EBD4DFC5DBDC8A6DB3CFC7AAABCB17B0F3C00E9E93CF384923A104F703D65C4C13CBD0367BD58953EBDA7EC58BDFE3E24BD309F6CBCDF00B5BC5F2664BD3D33CA3C6870373C0E5000BC5B69BA3CEB8D82BCC9049F3BA637CDBC0D9D003DECA83E3D0E53343C6215433D5173A03CB4E787BCAEE6323DE44B403C35BA443C9B86CC3B9401443D6AD019BD0597B2BCA4E413BD45D11EBD958FF83C9265D6BC5F99133CC1744A3D73E9FA3CC75EA53BB582443D46CDA9BCD863433D53225E3DD7B26ABDBB90BA3C295CCA3C85B1953C55C34E3DE3685E3D74D975BCBC6D203C9B5C9BBC4B9049BD56FF48BB0F6A8F3C25A5A9BC9CA9DA3C0FAE54BD68D91DBD5AFE20BDAA5520BA6ACB1A3D63AA023DCDE03F3DFF3B5D3D2A8242BD73B2953C398408BDF33C33BDC8CF603D269248BD5B1254BD896B3EBD5A16183DE15E36BD834BC23C903F3ABDABE9793C4D6DCD3C7C9F32BD34B8E0BB3ACD25BD1016563D8B5159BCBE3731BDEE323EBC60F4B33C48A033BD3196333D96621B3CF20D47BDFEF9203D0E0E993C620D003DCDDFD1BB5D17FABCD0E3FDBC77AEAF3C80E62D3DBC9C9D3CBDE9F1BC06BA6E3D2CD80D3CC96717BD196F053DC128033DEF693CBC6712A1BCA20813BD9612143DA6256D3D62937FBC46C6E13C282E0F3D48BDA63CC8BD53BD0DCB1D3D6AD33DBC123063BD6069CBBC50F13ABC63A51F3DC39E6ABD9E547A3CC08B3FBD68092A3DF78A26BD2D9C31BD5FC1A4BC081BA7BC774C7EBC5F2E49BD61C200BD5E1348BCC7E7F03C14854F3C3771343D7935D0BCD53246BCFD85043D7591A7BCEA7C62BD0C565EBDE0981DBD2CA2383C566758BD3CB845BC118D70BD35009ABC944DAFBC31E05FBDFD73503D5E9F7B3C1928E4BC7D07683D214A493D5A38A13BACADD9BBCEAA393DD232B43B265EC93B07A2C9BB042E963C5E5C023DF938533D547F1FBDCF7FDE3A24845E3CB4CFB83C78EC123DB94E143D566C69BDC97BA53C126A1B3AC875DA3A3F7451BDEA59353D99CCA43C81254FBDA571493D320E3D3DBFC458BD2D948FBCDFA26ABD928F34BB538AA5BB278B69BD86FD14BDE2628EBBBFA86F3DF31E113D5E52643D8FFD7C3BB5E245BD8D80F53C654655BCBE6D153CCC666D3D39760DBD2A149F3AC09F5CBD8C4DA1BCB5832ABC6D5C273CE1B9413D4C46693D890F473D1899B73BF0253B3DF162B1BC21E2B5BC53E4A8BCC2DF0FBD57B682BCA61723BCEE7BFFBC7A54623C6B889C3C115310BD03E264BD3E16C1BBBA3947BAD67F413C7B83063D2ACB05BD25AD76BCB4520CBD53D177BCAC0F48BD227F6A3D47E26EBD502DBC3CED86933BFB5C973A623ECFBC0796133D9839163C041A34BCFA2F633D58D763BD12EE1EBC7CE664BDD14A213DC3060BBD7E30CF3B017F5ABDE4DE033DC70452BC5F15723CA1EF703DC205913C78AA303D3CCBF43C952856BB5A19AEBB8CD546BD561541BDF809E43CCC216E3C1B4FB43B99BB473DAF4671BD9AC82D3D2336EC3C696B3EBD35144F3C2CFF903C9A3146BD8ED6DA3C01BBA2BC071BD6BC1E5F83BB70AFB53CD069FF3C18DD68BD6473123B1AB360BD1E90663CFE7E38BC1D90F2BBCA5048BD8844053DE1C714BD59FEF9BB06F354BDD2332C3D33F03E3C1F9BB43B0937343D0867EC3B6DF3283D4CB134BD9740D5BB817C01BDF1D3A13CA33265BD48C088BC61417B3B1428703D6B48BBBC477112BDE43612BD74F2DABC4D6F06BCD435343D51E50FBBE2E3F4BCFFA190B957C857BD40872EBA79B01FBDE33A503D290B4B3D660B0CBDA0CD6E3C13D782BC1605A2BCD90D553D4ED7543D7BC6373D32DE66BD04A3503CD8ECFD3CB381E13CD7B124BD84C8D33CDBA8A2BCA553A73B86A071BC5863DC3B401FEEBC8286D53C37A493BC7DAB93BCD512BF3CF1A3B93C98C4E73CB0789C3C141EE3BC9C583CBC9ED4F23CC2386FBDC436043D8622213DD613813C30E81B3D4F32623DAF4048BC6E4904BDEDE71ABDC68CBC3C326B13BD5B9FA33B887B09BC5BA22BBD81677A3C8AEDFFBC5F51253CBEADEC3C416F8DBC232E83BC5E7314BC39B07DBBB3CF593C3FA01F3DB32563BD9BFB543D1909713DA52504BD9FCC013D08FF6D3C375C26BDEE432F3B15406CBCF94F453D7D4ACCBC39FF3CBC5B8F443D10B904BD84675DBD9351493D7F75EB3B87DCB43C750F303C01D7CABC1E71813C9FD7C93C3F0BDA3A0AC7EE3C41E533BD78637C3CC4B54B3DF73991BBDA00613D68BF13BC6439D7BCA25C283B96521A3D815F043BAB4026BD1E16123DA792993C5AC128BDDE9F0C3C71EDB63BE483493CDF01C9BB97A83A3DB6B43DBD848F7BBB967C2F3C3E91D4BC27358CBB9EBB68BD123FB037A637233BAD7627BCCAB56BBD9E2FD43CD832C5BC08A1643D0CB2643DA16D503D956D433D05A73C3D37C20A3A892ADA3C2C0B8EBCDA9281BA2BC22BBDCA4EEFBBFE79853BCE141ABCBFC65EBDB2E9343C0DF1CBBB62B8C5BC7211C5BCCCAEC7BC9CEE103D6726653C42EADFBB944AB1BC166C053A84E71EBDACD6703DC3842CBD24EBD63C7AA951BDF1732CBD2EC66CBD6BABFCBC6DCE4FBDB20108BDE9564FBCF57C9B3C666CD2BC0D030F3D3CAD2BBD00F64ABD882E40BDC91A47BDC688B13CBDC52E3D57B3B43C4597AA3BBDDB493D9B20F5BB1212083D03A1E5BCBBAE213CAA4EDEBB42A8483DF808C8BC5568143D854197BBE21725BDC8D1CDBC92FC5BBD494F203D4D15BB3C81E735BDDBFC07BD418D093D2E562E3DECAC183D8FA7173D6E8291BC14665D3D5D6B62BD0A04A1BC67C4D33C8347DB3CF5906CBCD38AF1BC721BAE3C1C58013D3237D63C57C55E3B5E296E3CDF5341BDB0D364BD9FA647BD5886273D2DD3F4BBD536853C08A1063DC69516BD4942403B9041493D1F36B43C3B93423D17D7E43C92602EBD279B51BD632A15BC89D848BD4BCCBB3CBFD22D3DB75C1D3D0C42683D8DDFC3BC2B433C3D01FE4FBD5BE8DEBCBEF54E3B2065213D6BCF20BD5FE564BD962259BDD7DD3B3CAC2B043D0BC15C3DD989303DA7436B3D7C27443DEA6F66BD611971BD83A7743CAF252BBD0C76873CC4684C3D800F1A3C22D84EBCDF59B3BC761EFFBC119E423DC8D896BCB9DE3C3DB045883C1D95D2BA3B6E2F3D2AFC81BCB4C09A3C3CAD3F3C9ABA61BD74D91EBD351E583DBDA0DABBD6A8E6BCEFC02FBD415F5FB957B136BD6BF6A3BC7D31373D906E6B3D1FC2463DF04775BCAE9257BD928DF53CBE2C93BC426D2BBD8EB4703C36532BBCB11D623D1CD3543C16DFC63CA571873C2AB69E3C2AE867BD436598BB42E0993C40D118BD87CD4A3DB73ECC3BA8D3DC3BF468A43CE939B6BC23A5113D88B3DE3CD5C5D93CDA3B0ABDDDAA01BC685E9C3C677EEFBA71DCBDBC6C571CBCC5FAAD3CFCDBF4BC1331713D9489B53C3874323DB515153CB553A83C4A4135BC920FB4BC024728BC337724BD45A45FBD9C8FC6BBAE291B3D30D6BF3CABFA6B3D8744F8BBA516133C01A81D3C89EF053D6CA3543DECF235BD27C8A5BCFB56C6BBB93738BC2265173DDD616DBD5DEE24BD136A1DBD2A1DCE3C259735BD492DDF3B6AB1F6BBE1DB503C22E082BA3CC1213B74742F3D4F7C373C6F90E13CC4802ABD9F295ABC0DE1F3BC287A29BD078F0EBD769A75BC34599B3CDEFD84BC68933ABDB2FF24BD3C32513C7B4D4D3B3BEE5BBD64AF423CA368913C75BE583DF81765BC99D9273DF38DD7BC1137503D1E6F45BDE9BF68BCF0414DBDB84EE2BC69BDA43C09ABDA3CC7EA1A3DB2214B3D5B1199BC9FE216BD6B953A3C87743DBD8F50E2BC92E060BCD6C264BD496A72BCB078013C8DA493BCC95CEFBC80621C3BB690F6BC8924DFBC2B2B14BD5889B7BCD62E863BB5ADF7BC60C419BD477630BD01B463BD1E5D203CBB6136BCDA9E673C8DF9AFBCB4B1723C89D12C3DD533FD3BD6AC403DAFA24C3D041EF73A17782D3D9B5756BB4F665BBD29FF3ABC7260C23CB4E80E3D7224E63C8D8F813C0B15E8BC79F53E3B4D4D763B0D26733C8F29173D521026BC601ACD3CFC8E69BD68C62CBD93BD97BC0FF82D3DE88360BC72280BBD5855423DD70F30BC6217A23CB9C0B83C147B613D75ED3C3C2D76C3BB725B0E3D17ABDFBBDC04313DFE006B3DD02937BCA51407BD059778BCE743573D8A9557BDEC34813CC606983CF193F83C4F953FBDF2B7173DA32F6A3C7F72EFBCA5B351BD6668C93BE9064B3D4DC5533DEC20AD3C6FD8573DD43B213DF91D633CFBEF61BCCB39013DFA0D6F3DC15331BD44D97EBC17C7E3BB945022BDEB582E3D4DDAE43C9015973AB2DCEFBC4E396D3D470BFEBC10E55ABD316662BD304120BD43B333BDA9BC4E3D2BF9D93CAC205EBD86524D3DEE756FBD1720293C98AAE1BCAE8D1A3DF091FFBC7F09E2BB41CDBC3C95A1AABC78878BBC72598A3C1C2E343C139E26BD29A341BD8069B2BCC8B40E3D637C0D3DE181703DAC7081BC3EC7DEBC770A19BD796D8DBCE44003BBA18642BDC0B1ED3C1CA309BD1AAD053DB091BF3C7AE1C13C3841E7BB1F9F27BD06C2483DCC9702BDF88A4D3D5F39FDBB836A293DB70717BCBB7F6ABDC6F6633DBBA1FFBBE67CC63CFC2F2CBD9A182B3D63B2CB3C1B47BB3C32EF5FBDB645FBBC3C6F2DBAF14D11BD1939C2BCC8EC30BB1A7DFC3A0E5C183DD7ACF2BC374458BDD79A643D00D2F63CF1226C3C553F3DBCB54301BDC77286BB482D563DC5F149BD95E7113D29B72ABDDC82853C907F1E3DB18A0F3B50A641BAF1AD9C3C052888BC3397253C8F8F433DE6E3443C7E042DBD34B26FBDE733F53C189567BD45D9483D6DE839BDC9D166BDA5D04B3D2666A8BCF8D036BD87D1413DD5DD0FBD77F1933CE9709DBC8FA4ABB910D51A3DECC12D3DBF5C0DBD6C4C4F3CB284F83CAC0B873C05AE5DBDF610563D16F48B3C093727BD765D113DCF9568BB37074CBDA95C273CDEE546BDCBC612BDC1AA09BD6CBF6EBC04BD723A3A23A2BB563A503CCD1DCA3C9E40183D4B8CC5BCC3E06F3D66F38FBC08F05DBD918E17BD1E9934BB082C033AC202663DADB0F43C111D163D97DF173C2E31613C067F39BC8D6B57BD9E5EDD3C175A50BDFFBBF73B00568B3A4FF95F3D07B55BBD6280AEBC706B583D2A0A53BDE475483C224D58BDFAFDAABCB95611BCF516A93A9FA10CBDA2C9423DFBB4C53CFD91FBBC6C0519BD89A130BC71E0FF3C5B6A2EBDA934A5BC78263FBD9B3C5FBD4C232A3D825E95BC97841F3DA6FCE13C5EDAB03CFC0141BD86F1E7BB67B84F3D766DFD3B351CC1BC1DE1523D8CA6243C2CD223BD9EC7613BD401DFBC1DB2553CAD839D3CFACB543D58D2013C2028B33AF704DF3C211E13BD52AF663D08C4FB3CAA2AF4BC0325B8BC948E1D3C65590E3C83523CBCDFA4DDBC4D4E1B3D7B0D093D6CB1413D827A4BBD29DF71BC2B1FADBC7C9A44BD9562613D01861F3DEDC430BDFDE6BCBCEEC1183DFFE8643D47F9003D8FBC50BC3110BCBB49325ABC8E3B33BDDCFF223D7684F83B4C7172BC804CBC3C3792183DF3C63D3CD29D753B0005B1BBA38B113D35220CBC2FD153BD71E74B3D5EE7893B82447DBA3CCBBB3C959D353D371D8C3C272BEEBC60455E3D4242C13CFD60563D91211C3CC342463D7C8A623C08A3C3BCFC970C3D7462743A7591193CC832603D8B48EFBCB981ECBCB118703DEC2DCC3B8A0F453DD2ADC53C95E2C2BC0F2F8FBB4D2879BCE1BD383D332C373CF2A71DBC9CA901BD4B41023DF5DA95BCBB1FEC3B69E6553DB3D2903C4FFBF6BB17D8473D6D1A493D689832BCBE26273C25054BBDB3AF5E3D43EC50BD9CC6233D8F2113BDA7006E3DC02A91BCA3031BBD0D55E9BC6E4B6BBD7EBFF2BC0ABA17BDBA1D83BC92D350BC01FCF13CB891C8BC7C3FAABC15794C3C61676A3C16A82ABDABE354BDD249523D318F0DBCC3E3AE3C8C1C4BBD18A8B8BC3AF13FBDF5CC983C0306E03C88C4FB3CD4D1903C",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_12: "0x04000000D40D95BDC03105BCE2F48D3DB6FBFE3D084BA4BDD01E74BD903308BC5C40D3BD10CC3BBCA224C23D6CECE73D0E99B93D507AA6BCE48C7CBD1087C93DB04E15BD",
      torch_tensor_16_16_2_2_torch.float32: "0x04000000FC12F6BDB664BEBD984CCFBDD4D4DCBDD0C5243CA81E8D3D7E3FDDBDB8DE9EBCE005023D5861113DD8AE5B3DC8D1EABC687F11BDE0DC9CBD98D0ECBD00D2A2BACC021E3DD00E613CAED0CF3D3844F53DB8320F3DDC9D73BDA4767A3D6C7A5B3D8883A8BCCC9DD4BD6200E2BDE4B7D13D24FCB3BDF277E93DE4C2D5BD686066BD009732BC3A05EB3DE8CDAD3C5C18A5BD0CBCBA3DC0EFE63C9267A9BD8274FE3DA290D33D0030DEBB404CD1BB6200923D407F283C10F695BC04702A3DF803F63DA8C1AEBC3E3D923D80C74EBD6CF5E1BD30984F3CA0E7A63B609D323D0C2FE7BDE8CCC2BD4043AD3B105C153DAE62EABD9EFEC1BD6440A7BDB0C175BD7645C63D5488993D1C1DDF3D6C22E63D08F38C3D8ADF8FBD9CF5F0BD526ABABD0A5EE1BDE8D2CD3DECA38ABDE4D2A13DA8F7E5BC563D99BDC84D913CF83013BDC0601EBBF8380A3DEA42F9BD02C1F4BD924AEC3DD862173D5812C9BC7009903D20E648BCACF7173D8C36B6BDB04894BDDCE62D3DC0664A3C08D99CBC404595BC20DC5A3DA02FCE3DA261B13D46D88BBD8CCC52BD88B7DEBC1CA931BD38649EBC90572EBC30A8AD3D6CAEA7BD6A4AE53D6429C53D909CED3DFC0DAE3DA0D65C3D6CFBC7BD4EA5C23D3A32FEBDB0DCB73CFE6BFC3D60A99C3C007B2B3C9662A3BD00F1D9BD4827903C44BF3D3D707C8FBD30C75B3C60E11B3C6A2B94BDE866CB3C069CD4BDD258903D98429DBD4001BC3D5C46D23D266B973D1A7EB3BDEA42B23D0013F73A407FF6BDCA89CA3D5EE8EB3DD027633DA295CDBDDC2405BD00B53CBC387BE63D5C26DBBD2C0DB5BDE839843D54CA2A3D88B71BBD3E6BD6BD00D658BC8ECDA03DCC15E43D40E751BBD05C96BD0419143DA49DC03D94599ABDE815E93C00D98E3D58FE90BC586BD1BD80CC85BD9687F9BD00DE51BB9C94B93DA02D1EBCA46FC33DFC05CDBD06C6F43D28A90EBDDC5AADBD5C66CC3D70C8DBBC90EF4BBCE07B6C3D602071BC405FC6BB0068713D907BF33D902F64BD0082973B540F11BDE01BF13B704E9C3DE06CB83DB870CABC4A498DBD2485733DB873B4BD327DFDBD640556BDF2E9B9BDC07AAEBD380C553D702CE83CFE02833D183BE43CF852DA3CF6D6BC3D18EC8D3D1C8CB5BDF624EC3D28E8323D486BE43D9CBFD43DEC0730BD107705BCD4E1153D1C5BE2BDCC424BBD588FDFBD40B7E23C00595F3CA020B33D9E72ECBDB6BBBC3DD80E853D305FC5BCD892FEBDE0CAE1BB58D12CBDA42A87BD88E748BDF862E2BC04E412BD80D164BB9AB0B7BD20BF353DE0895FBDCAAFB7BDC06856BBD0EB4BBCB63BDABD70D6EE3D6815CABD0440D33DC07C633CC841C3BD1AD1C4BDC4FC43BD10B9F43D3C01E73D68597F3DFA69EE3D3C509A3DC0F4133DCA10E53D5080973D00C0A93CACCD383D00390F3CC0A35CBD54856C3D14B7733DD4949B3D1CA1B53D96D9E73DB0B9113D1C4622BD1CA0283D3A9C883DB216B6BD70FE98BDA098C4BDB2568BBD1EABEF3DC450853DC0DC0FBC5ED4B8BD2877123D304AB73C8033D13AAECAA6BD1425FB3D781A893C622BC4BDE482923D98B8B2BC1450B0BDDA96B8BD601D22BCA68887BD48D9ABBD0C85683DE052C0BBA409A2BDC09ABB3BA614FABD36FCCA3DA654E9BD6EFB93BD38F7CEBCDE7EF3BD8C21DDBDB61DC5BD781FA2BD4C74183D728D8E3DF8FEAFBDF898703D3CAA64BDD284BB3D803BFBBC44AD623D0006073D40992DBDF0115B3CD4DF743D528EA33DF8FCE13C10DD723D94191C3D38D7CB3DDCCEAFBD84D25CBD00028BB920079E3D7461FBBDD071633DDCDEF43DA86DA53D4434E23D604D37BDE0EC593CB2ECDC3D343B9CBD4892CEBCA41763BDAC9EC13DB00AD93C826BE5BD5ED1BC3D4014D33D2031D9BB5AAAEB3D563FE7BDB017253C600F813C500CFB3C60CB763D282D2D3D56B7EF3D2EAC8FBDF8A5C03CE406573D28ABCABDE09244BDCA98CABD404B3DBD908188BD4E56C33D58287ABD70DA0A3DC80561BDE820A53D00F1E3BAC2D4ADBD088A29BD803FA1BD00FD273D16B1DF3DDC0F253D94A4033D0013C9BD70E7493CB0ED663D4024B83B0AA1FABDDC37A1BDC0E9F5BD300DAA3C7C5E233D168B823DFAB69E3D1467ABBD5CF31C3DA4A9F83D94215ABDBE89FFBDDC0311BDEC215CBD8815BF3DFCDBC23D06EDEE3DDAC8AE3D60B9FA3BE89386BD48BAB53CA81BC1BCCCC162BD12E8D7BDFE21DA3DB6F8EABD6CF40BBDD0490C3DD84696BD347B04BD6E16D6BD28BDE83CCA93E93DE84B273D380F84BC5AE4B63D0626CF3D2644D73DC8D139BDCC92343DB02BFC3CC87AE53C04BBBB3DD8BE52BD9413B2BD1C66523D2016E73CE81D7EBD8858A33D805D58BCC070E63DD076CDBDC4615BBDE0BF6A3D9CF78CBD801A58BBE824E1BC9EB2B03D5400E8BD2414B4BD6CBAD1BD90658E3C80EBBABBB89D64BD24BBBCBD6ACD853D00FDAABD765DA5BD182494BC7893FDBD60DD23BDC04A773C18288D3D40010A3B12BCF23D2007BCBC04BC453D0AE7A3BD103181BC2EBACD3DA0C9AB3D101F4CBCB40F80BDF8F829BD4295CEBD6C6F7B3DC42CEF3D504A80BC849795BDC049FE3DB83943BDA045CABCCA64ACBD5EFCCF3DA80EAB3C4E9BFEBD54BFF03DB6E99B3DC4703B3DFE28FD3D40C5D83C408077BD14F346BD0CAC833DAE158EBD0C66A73D360E8FBD0669D13D6809CABCACEEC13DFE268FBDD0EC153DAC3CB63D1077EE3C189E84BC946E9BBD0CF96EBD88EA453DA4A7D33D7A7A8FBDF89B78BD2ACE9DBDB0260D3C7C395DBD0096303D24E63FBDBCA008BDC87DE43DD2D980BD0C3ADDBD083A8D3C7E5DC1BDFC3B21BD121CCBBDD82BB7BDC084373C2893683D84E203BDB457F6BD7634D1BD807406BC2A26803D3025FCBCF4125B3D28ABD13C9046E03D2056623DE093A43CC8D085BD10B03EBCCA28D53D38BE3C3D0282A9BDA2ECCB3D6493893DC05F8DBD808F103CDC182F3D60DB533DD04794BCC0027CBBFE19993D8007E03A5C8C72BDC80ABE3D1E76B83D900653BD4EA2E7BDC8C976BDD4E1B8BDF089A4BC4C50E0BDDED3BEBDB0371F3D107D66BC702B88BCC0829C3C202C1F3DE86EB83D50AB84BCE064E4BB6E85EEBDE2A1F6BD42B2ADBDE495873DD827803DF076323D5AF6893D304F9ABCE298ACBD8871B73D0874EDBCA078B4BC0617A0BD143DAE3DA82EC33D444D76BD5C67DC3DEA16A43DBCE40F3DECC673BDA4CBABBDD018913C7439623D16ACA7BD5ADBC03D0E949E3DC0C00C3BCED0FFBD7E0AC8BD38DAB43DF034443C8004A8BC7263A4BD408F6EBDFEE9D53D98BD733D70AC213CC252C33DF47195BD20D82CBD4895353DBCDBC2BD4A99E23DCACEA53D18B3AA3C307ACABD22A6BF3D54BE39BD0872A2BC2C6BD53DE042E0BC24E8F23D70DB53BCF64699BDC8BBE6BCD483EEBD22129C3DA0F2723D8802BA3C4827E0BDF8FC243DB061913D40D5DB3D14B257BDC00A4E3D8C9B6F3D208381BC9059383C3ACDA13DC0092A3CA42C17BDE017453DE03B093CDC962BBD30894FBC92EC943D9419FD3DAC2B07BD2CAFC63DF814F73DB66B963D10A87B3D9411D8BD649C6CBDD03353BD8239F93D6074A23CD8A6D9BDE656E3BD181ADCBDCCB7B9BD7E9A9ABD1A5988BDE04FBE3D7C1A52BD0A74EB3D902AEABC6CD0CEBD74CB3BBD60FE62BDCEFCAFBDA2C7EEBD00C08E3BD6BEC6BDE45513BDF89306BDF8D293BD00299BBB1E5DC6BD187226BD4498E23DFCC3EC3D6003253CB020EE3C9E69E33D2AD3F53D4C6071BD10ECA13C88A5CABC9899AFBD2E3AE33DBC0ACB3DA095B03BF815D33DF4BC083DEC01A93DC4DB583D484C723D6CC4363DA479803D12F5E03D1437483D3C4CA3BDE8613C3D2EA0FF3D8E3ED43D3C73A13D641A42BDD6E2FC3D48E4BA3C5CB489BD80DD99BBA0FCB93D1A16EBBD989CEABCD6D4BE3DA8200DBDBCC14EBD90080ABD70C7273DA889C5BD888C813CA498033D242C073D40FA25BB34F37B3D20C7F1BBFE8FC63DB47BA93DCCE4B0BD681BC8BC861AC73D80544DBCE09B1CBD203D00BC2858EBBCE0A832BD1094E23CF6B6D73D2870943C1CF38F3D42A9C53D7897A6BD1416B6BDF8E896BCA085183DF07B78BC34F36FBDAA31B0BD003E6F3BDC76BE3D60B0B03BD2DAF33D304F72BDB063EC3DF81FA4BD3464CB3DE0995F3C48A1FE3D5C9DF33D14322FBD70C315BCE4070BBDE0CCE33C505E7CBD90F7EDBC8E2A9BBDFCE89B3D3E43CA3D8072613CC04F79BB5602C0BDD63CE9BD3487C5BD428CBDBD5CA2D2BDF00F703DC247C3BD845B753D0C57AA3D006404BAC096F23CA8C79F3DC825E8BD2220DD3D4E18FC3D2049F43D18DF47BD02289D3D5C523CBDA8499F3C8A16D63DB889D63CE03C3B3D744E08BD700973BDF2DBD03DC20AE7BD4013B33C300846BCFC3610BD3015FABD423A98BD401E92BD90549A3CA0B3473DC4B1E8BDC8E344BD561AF4BDBE11AF3DC034EBBDA8FB88BCD02492BC285E8CBD9CE8B73D3C0C5B3D0E95853D8E77B43DD8BA7FBDF8B6773DA8EECE3DF81AEBBC90A027BC20C1413C0264FBBD60F559BC800175BCCA1EBABD3046BB3D763FE1BDF40C4DBD3ABF963DF0D49E3C7C914F3D4064B03BCC37EEBD7AD8B7BD40582DBDD25FACBD70769FBD58B825BD302FE43DD467C63D30CCCD3C6C39A4BD06499ABDF2AEFA3DF0BE7D3C30E6673CAA1491BD24B382BDE4B37B3D90B12FBC10D155BC3C3C7CBD98B3BDBD4C32A5BDA607FCBDC873EA3D784E963C905C8F3C0636C03DB89F803D089695BC74819E3DC06F033BB28CF9BDBC83CF3DF6D496BDA274C1BD508BECBC58F3F93C6660C93D9E6BFDBD6E93EFBDE898AABDC08C95BD9EB2FB3D0005FEBA40CEB93D8C5C103DE493953D08BA84BDF8E75E3DF0D8393DF83C303D2234C0BD906A30BDFE72D93D3011E0BC3AFAB9BD5CC3D8BDA0D2CFBCA8F36C3D340917BD7094B63D70375A3DF0CDCCBD80D8A93A6064E93DFA3F9F3D24DD37BDD402BEBDF8F8043D7CC7753D38C6D2BC566ADABD4452F73DDC6E773DAEE1FEBD0058B43BA836E6BC1680ED3D1029873D5CAE073D20F716BD56C0BCBDE41F203DE0184F3D003C2F3B6E0AE13DDCEE923D46F7D5BD60D0E1BBE04D64BD60DDBCBB80B73A3C408F7B3C98F59C3DDA7BB03D6055D93BDC4940BD14DC7EBD96A1843D8460393D5AE0D83D2ED0D7BD9A6FC3BD203299BD60FB613D8E12C73DB01225BCC641D6BD50F7A23C322EDCBDCC8AA33D5228C0BD10C2943C0055B63A4AE0803D1A59B1BDC4CB653D8051633B40397A3C9EA7ADBDC8DDF13DD0CEB8BC562A95BD5C750FBD0C1A18BDA28AFE3DF872BB3D00A0103A5EA0F63D00AE3DBAB0B1703C583AB93CB0923BBC70BDC1BDF848183D900A1FBCA03A4A3DA6A18D3D2865B93D6CAB083DA09FCD3BE8715CBD52B7EF3D4897E2BD20DF85BD582A803C18C0753DA07A943DC25AE2BDB4DE313D7200D5BD4863B53DCE87D9BDE8D0B53CB08FA83C105CDABCFCF9673D5C7BB03D1449323DC8C5D63C7EC9FA3D90D4F13D784DB0BD426AE63D4AE3DF3D0002D7395CDA2A3D3CCF4EBDD07747BD08C0A83CE41664BD7055053D207A583D5CD9953DB888B6BDA0B981BD40B2B2BCA4E24C3DA0564EBD000772BDF088F1BCB4A02E3DA035A83BC48B00BD9C08023DFC09C0BDAC99F5BD16B2903DDEF6E43D808792BBBEAE853DDC3BB43D8C8DDB3DC06B1E3CE0633FBC8E97F5BD60530BBC700811BD80D573BB5AEDF43DBC5426BD249FCFBD98EBE83D001DC23BDE01A6BDE0F5B33BC05203BB1C86293D968EEC3DCC448CBD",
      torch_tensor_16_torch.float32_11: "0x04000000F6CBEDBCAB7AEF3A00F02CBDEC2C903D3484A7BDC09685BBB2DE913D203773BD203A55BC36CC753C1BCBA43DAB23CA3AD8CB88BDB6506FBD0B0D663CFA37913D",
      torch_tensor_16_16_3_3_torch.float32_3: "0x040000003B5CB7BC6E241F3DF0936C3D8E8A833DC3721E3DF0FE9A3C26A9B3BCB32351BDA8D42DBDD6C024BBF2C1933D86F9F2BC36A74CBC00F013BBA69B19BD664F22BDF6EDC13C73AB73BD5612A5BB76B7A4BC8063973CAB7A2EBCD3DB32BD7619CEBC0636A9BC3E4A113D00D69B3CFBD4D3BC5FC2853D406BF23B3B593A3D73CB01BD40B790BD5797A4BD7698E3BCFB6A523DFBA2563D760AD03C6013C13C135165BDF658C9BCB69D253C3EF094BDE6419BBDB47981BDEBAED33CB6342DBC760C71BC705C543D464E64BDC81B53BDC6279CBC304D523D36385B3C8F2F93BDE68B713D1B3B46BD3A2B853D36DFF93CB0FDB23C605A8D3D5B10FB3CE451A8BD88A8073D038CA53D66AF0DBD28F5793DF8248A3D00DFA0BC0000F538F6E830BC27F4963DEEFC0E3D33CA713D2BB698BD8B740ABD14ED80BDA663953CC83E05BDCBE0C53CCBBD313D505EB4BCA0BA203C08997BBD80721DBCEBD05C3CD08C733D60EC093DB083B53C802F313D6A80853DF63B003CC264A43DAB1450BDA635E73CAB028D39F8A87C3D77DBA2BDCEA9253DB3C992BDF619CCBC602DDCBC667EE4BCD0D025BDB2248BBDD86695BD46418BBCD7618B3D8B19B7BCCB9E66BDF0E5C2BC07B98CBD562094BB6F378C3D50A5A6BD1E22383D860C7D3D0E1F763DDB794ABDF6B11F3CCB64403DCE4092BDE318833D9666C8BBDB3796BD401EAFBC00D01C3B8E210BBD9B960ABD80650CBCA0C9EA3C2BBD1A3D7AD9A6BDAB30AFBBD6DBA83CE7B8893D06082B3DEB3F683D6B7ECA3CF65C05BC0EA53CBD2ECC0DBD9BBCDC3CA0E48EBC5C1F9D3D6B0756BD4018683D1B975A3D7870613D0ED1853D335045BD7645453DA6FAA8BD702D37BDA0B658BC86C08F3D408789BCDAD488BD784C98BD006ECC3AD6D8CB3BBB10A63CF62DBFBC8BB6E33CD61D0F3C3B4AB3BCBBD02E3D585076BD36B930BD36C6A83CA006C3BCD60C04BB3092F4BCEB9E423DAABCA03DB829923D5B1AB13C8E5858BD8BA9EEBCEB5E1BBDE6B683BCA0202ABD066D4B3D94E7A1BDAB606E3B9BA1763D205D87BD0B356FBC5B213B3D3B80EEBCFB9E21BDAECB353D8E536CBD1B4DAA3DD216993DAB7C743B6B4D5C3C30DB2DBDB00F9F3CBCF080BD76E6B1BC1071883D8B34C73C2653773D133F613D9604A33D70C6AC3CC62A7ABD987A9ABDFBB6533DAF9F8A3D1309A83DE6EA67BDECEB9B3D3B42F3BCC028B23CB8806C3D20B383BDBFCEA3BDCBFB623D40AF9EBDFB67253D687D453DE0B4793D2BC3033B4B65AEBC2B0D323CAB0E3DBC7CD7A0BDB60DA13CCE5448BDD3A57C3D684120BDBB1E85BC946084BD58349D3D3B07463DB76E953DC631473D466752BDC75AA13DA09837BCE7069D3DA0353F3CE324583DE87907BD7E16063D566F03BAE83588BD9E32843DB6D039BDEE2D62BD13E5883DFB939CBD5BC2EB3C7BCA8A3D367759BC9F71A1BD87518ABD561E87BB40AD58BC23086D3DFC6C883DC61653BD0066B4BC971C86BDE0F7973C861C7A3D9069E9BC2B36353BAB19D4BB730494BD325AA63D704D933C9B19A03D166294BD6B89C7BC1B04B4BCF6A5E03CDBE7ACBCCB5D44BD6FC48B3D2EFC853D23B8A93D68384D3D1E8A603D7B8461BD6BE1CB3B5B0DD6BCAB1AF4BB805EDE3BF0E3A33CC6C449BD2BE55DBCD6951DBD20ABAFBC16CA5BBDBE4D32BD53786EBD60A66FBD80E0B3BBC31891BD7EB9A2BD2E746F3D43C975BD1EF76E3D0010BD3BA0C847BC0B0D843DE64285BD5885233D63D2633DA622883D875C9FBD9663813BEB722DBC83427DBD361F693D4B6A70BC96DD663D40CB37BD8B6117BD4356003DC0742E3CB39F433D7B9C113D249D883D509C7BBDF0409A3C03867D3D70AB1ABD964855BD6AEEA73D8BEC8EBD5EE977BD646790BDD6EAA83C0693A53CB4CC95BD1303513D16B7C33C2040E73CD00EA7BD6E0E9CBD93458CBD660E0CBD16A497BD28E62C3D0B5539BCFE9B06BD264C943D0036343CE05B303C8BAC3FBDA6F8C8BCFF0990BD263051BD278EA93D309E5EBDFB303B3DD8946A3D83EE5E3DB2BC8B3D1C72923D6329373D165692BBD608AFBC74F5A2BD7E99333D8BB99ABCF6FE553C1B2B9ABCC0735C3D80872D3B3E86743DD3257F3D7034D33CD651DEBB3B0C1E3D403849BD000B703D0C35843D56E4313C802109BC90F6A83C3F3C963D4612A13C0BD92CBD201D92BCE4BBA7BD803312BBB4989BBDBBDD993C4BA32E3C62EB9E3DD6D4CBBCEB3B8FBB56BD9BB940CCFABC9B6BF2BCDB070DBDA01110BDA0B61C3C106A033DC61C883CD26E883DD64B2CBC7013C73C5B478DBD2317563D26558D3D80AB023D10BA5BBDD6294BBB93678EBD6A2C9BBD1701813D03B71E3D7802813DE8345C3DEBD058BC30031E3D133022BD96EA8ABDCB1156BCDE9C49BD90179F3DE4C98ABDEA4C9F3DEBDE66BC962C773C989C943D38F01DBDCBF0FCBC0B380D3D8BF4ACBC36E32C3CC310573D8070833B5E58683D8B8A15BDB8C60A3D4B29043C0B4583BDD65E18BC3062053DB02052BD22D9903D0B8B3FBD080D3A3D2B4F1A3C834A46BD7FAC803DB0819BBCE0F353BC7035C4BC033CA9BDA0A7493D58A41ABDC8964C3DEE56223DDBFA383D00A2F33C40C1DB3C27E88FBDD64D99BB23420DBD4E0F813DFB04043D560B083B72909ABD98DE9CBDFAD38EBD56CA6E3DAB96553D6E3497BD50E992BDA7198E3D38A8093D0E1857BD80CC1DBC8670523D5359343DD64257BB98F90DBD60AAE5BCDBE6CBBC9ED853BD367161BD80A6713D6092623CBB0AE03C080D78BD60217D3C9609983DEEF33A3D80E46EBB7B221DBDB75BA43D4BBE11BDAB9DC1BC40B0823B009BC1BC2B3F57BB16ACA0BC037A4ABDABDA553AC39C0C3DEA9DA6BD3672EE3C96F9453C2E745BBD93CF793D76FE5E3D1695D93CF84508BD7B77A23C08D01D3DE0604ABCF3D912BD00E4D03A5EDD8FBDC844703D0B17063C06B615BD760C023C0E0C33BD805652BC83945ABDF611B83C5679253DAB07D3BCE6AF373D0317723DC4A999BD38BA5CBDEB85F93BD34936BD6324623DE250953D9BC73FBDCB56273C6B19AF3B17418F3DECA788BDCB2BEB3CE6E472BD8A9391BDB691973DCE31483D1A9BA8BDD3164C3D5B0B75BD3F71903D6BDA5D3CEB1EDABC9673FE3BD60B76BC564D52B950646ABDCB6B283D16426CBD16A0BB3B1B6077BDF80239BDA0A71C3C005DF53B32DD9ABDF06FB93C503DDB3CE8C81DBD168A1C3C50A534BD987493BD001F66BC408A613D00A7473B03A071BD1AD0843DCBAF57BC7C5F96BDE657E13C27C98BBDAE695D3D8B84893CEB6EC73CDE0196BD4B52B43CC0BEFABBD6E193BC7097C13C42A599BDF80074BDE4809BBD1082F0BC3BCC163D9BFC3A3DE657AF3C88AB06BD00D1553BB32A063DBE9918BD976BA2BD7BFB89BC4EE307BD464B5E3D46DAE43C807B433C9814113D5BE496BD8B2D33BDE2938BBDF0C7A4BC6EEC70BDD66F6BBB4E6B1CBD3078D23C83C890BD83E632BD56316C3DD364733DA051133C66121DBD04AD95BDEB246E3DAB8FD43ACB7268BC969111BCA01DA7BC0680373D3EF35ABD408BACBB06275E3D56EF96BC209A353DC621AC3CA83791BD80721D3C40A8E2BB964A5CBD209F1FBDA28A8E3DABC7483DF75AA03DD050A03D109EA23C00D0D8BC381F233D30D834BDEF1B863D63BE983D5A478C3D2641633DFE7103BD13F108BDC037F6BC5BF298BDB8F5A03DBEF832BD56B56EBA8BB7BDBC46D2B03C2FAC8EBDAB61343BFAA68E3D2B94EEBC6016823C7E360F3D5A28893D6201A4BD00FD15BDF6EC79BD939076BDCEDE46BD5B6FDE3C84F1833DC028B33BC0D5E63BC0F60FBC72D4A4BD2C6BA93D0E4A073D861E92BD869D9E3C0EC16A3DFBE7503DE4E9983D5284953DE7E58A3D60538EBCFBC9B83CDBEBED3C541891BDB6EDE23C5BCD4FBDF490A53D5E1F693DB224993DC2E3903D33D69A3D327FA7BD736190BD4C5991BD4AD1873D8EC533BDC8E7663DE60B073D4FDEA73D404C28BDA07E7B3C0A9C8CBD0E748ABD2BC49FBD0389483D7BB0BDBCD63CD83B96D3883DA611353DD601D53CEEA639BD7690493DA303A13D0F939DBDFB1893BC3F6C82BD6BF4AABC062E933C0BB1A0BD48B96DBDD099013D08CC893DEED207BD4B6A393D90F485BD53C106BD1719803D60922FBCB6850F3DC82B4DBDD65CDE3CD00997BC001DEDBAC0FDFB3C4BD1AD3C70C76B3DC0D4A0BB30ACD1BCF81D7E3D563D95BA6A9B8FBD73E063BD90A4523DE8B9233D702E21BD2878743D98B7253D1B8F153D6B2D8F3BB327223D8B7C9BBC645B92BD608FB0BC96E7893C93C72BBD236E093D1E4D9C3D0887083D6E3B5E3DD6F002BC2B0668BBC6DAC2BCD3E4943DE0877FBDFB95143DD026093D2E2D9D3DB6EA24BCA61514BDBBA3A53D933171BD56F5763AFE6651BD1E8E743D404D633D0EAE35BD1603C2BB00DC53BAE3369FBDDBF99C3D38170E3D56552EB7F43E903D069A2B3D9B1F193D5B8B0C3D5629EDBC977389BD8B36FD3C0009D2BBD8EF2C3DE34C76BD609E003CD3FE7E3DAB9B6B3C0B2E70BD6635CB3C0BEAA83D1063CDBC80F462BCB348483D288B5C3D4B76F93CE04F873CFBFD7D3D6FBF9F3D800198BDD66B5A3D3CFE803DF3F93D3D4B2F073D16CDE93CF868813D40402C3CC0159A3D96904FBC536B363D98C4863DEB25833B1F33813DE00E593D463DFE3CA096FEBC13B27FBDFE28073D4650493D6E1099BD5613BFBA56D5A83710D191BCD63D483DA463923DCBA6EEBC86700A3DA6C37D3DD64CD7BB1E8D373D4BB8A53D96D5C6BBCF289FBD6FD296BD40A48C3D08245DBDD73B9D3D2673833CA67F84BDB659A63D1664823D8B7DC4BC4BB57ABC78733EBD332E33BD0077AF3C80E79BBB2B1065BD76F593BCB662043D66E2AB3C8B10923C36385BBD38FF1BBDC63ABD3C3639613D9631753CC73282BD4BA3F53CC0FF55BD9C359FBD234B723DD856493DCB6B63BC0EB2543D6EC300BDA006D83C339AA6BD135123BD665A86BCC0058E3CA3161F3D80155C3C2E132ABD4CE5853DB3A9473DBB1C40BD2BCA5C3BE00A9E3DF657E7BC4CE0A8BD1BAE7A3D9E630D3DCE06333D8090373C8B0655BCC6B399BC56671C3D4077B0BC5BCE1DBD569458BB4625CB3C8265A7BD564A833B2BA11C3DE63A4BBDA8AE613D768A983C36C53C3D68BA0B3D5680B63AD826233D74B28CBDB07B763DA03A4BBC56193D3AD6B10FBD8BF66ABD000A4DBD369F263DE050B4BCD654963D00018BBCDCFBA8BD73E937BD2B5D8BBB6BFE33BD50E831BDB0061E3D5008133D00549D392E2983BDA43B8BBD169082BBB2B2A0BDAB27A43C00E086B9EB7A683C4084E2BBD8AE523D481A39BD3E6893BD46BACCBC062E0E3D60DC8EBDA0BB433C6CED833D0079563DA0281A3D509FE8BCE6D49D3C2B6226BBDBB2783DC679333D0622BB3CD67E9A3C3066E03CEBFEA73C20964DBCA87E67BDF069D43C60D2293C2661683DA34A453D9BCF8ABD567D2DBC06898BBD2CAA8F3D6B4E123CE3C46ABD8ACB943D4023683D603B95BC93792C3D00889EBA2BBEC6BBCB94103D2BA5E9BB13DB0ABDE0A3CA3CC032E3BC8061473DD741983D768028BDBBA3BA3CCB277A3CDE4B293D56620C3BD640473BA6A4AC3CC23F8DBDABD04A3C0066A8BDB6E81FBCF08F453D305428BD16FF37BC6EF28B3DBBD4F23CAB12283A961BFC3B46061FBDB6AD453C02BA883DFB32F83C2FE3A73DE0923D3D764381BC8B654DBC76AC213D0042563BA66FC33CCACC9DBD360E8D3CA0D82F3C66369EBD20D56A3C70F9FD3C2B8707BB86A69DBDDEF6943DF79D8EBDDE5A4A3D00415E3B6B1EB7BC3E8972BDCEDA953DC660863D465C62BDD61342BCC6D662BD03C931BDF6480FBC1B81993D007487BB8087A73D32E8A8BDC0CB8BBC4BB1413C83BF1DBDD67D293B561109BAB6A56E3DF6352EBCB6F957BC8609433DCBA4F8BC33835D3DEB12903DAE7A48BDE0CD283C903DACBC7E73853D0B7B2DBC40B881BC28965D3DC0F2533CC828623DF6BB00BDF70A95BDB668613C6F6A8E3D56D8803D603E13BD862E973DC31054BD34BB9F3DD63AA2BB86BD2EBD3679953C146D8B3D5B42583D9BFC2FBD46F6A93C5E6C043D3B34A4BC00BB1A3C6726A13D5B22B5BC6A3E843D684191BDC025FEBC46359E3C635807BDCEEB7FBDAB4261BCE6A122BD70ED093D38FF233D301071BD56BA3B3D60A94B3D08A25B3D404E5ABDF45587BDD6763ABBAB12ED3CB35D1B3DDB3183BD7E4C8C3DF738A53DEBA3D6BB3658583C0BF46D3C70217DBD1C64A2BD2333533DB2A6893D56D10CBBC26694BD2B4E603B887A5FBDA6CAE93C1FFE9B3D2E7AAA3D7CAC8C3DE6BE9C3CBA9BA73DE60084BC2B0635BB10766ABDA6FA0D3D785C053D73420A3D06C2753DE29C933DA242A1BD5B72C1BC006E88BD7EB2813D800D2BBB5CBF97BD70E0103D463851BD565ACABA200E363D2BDA3D3DA321543DAB8DC5BAB60705BC00437CBBFB30A8BD5B9FF2BCD6E0813D5EA92E3DCF249CBD4B48AA3C58CC9C3D40B587BDB6CE08BC067437BD002F9DBAC3DF14BD777E953D4838313D104684BC8CCE93BDE0A135BD763610BC80BBB73C98F509BDD01051BD809F27BC0AC987BDBBF8973C004799BDC04668BC94F28EBD26C005BD007A6D3A0B5D25BD80B35FBD60F8193C50492DBDEB42953B8B65913C2B8410BCCA2795BD4B8DC2BC56520ABC96D7C93C40B089BD9B556D3D0B6FA63C2B541C3C568C9F3B369860BCE0F4F63C78CF6D3D10158BBC26E0113D46D5463D00050C3D009CCF3990EDEC3CA0E4043CD67D573D207CC9BCAB353E3CB6945F3C705DA2BDD640AD3C803F6CBD5B6C293D90FC87BC66E7B53C6F6785BD6BC8193DEEFB5B3D8BB5F33CFB40C83C0E2C45BDCA02993D2B81BD3C78CCA0BDAB7EDABAAB481B3B4B91E93CD67F7D3C9FBA853DB63810BCEBDE60BC2B3470BB366D4E3D12B495BD7850853D131502BDC30D3A3D76AA65BD10C0F5BC2BC5483B16C61EBC183859BD0EFF99BDA8F48DBDA8D7A03D93C8293DEB07DDBCA6FF513DD6BE38BC96E999BB13554FBDB3E151BD2EC1643D6E90AA3DE317A9BDD6FA293C601E993CC3663ABDB85617BDCE3A7EBD46C2B93CD651A33D7B4BF23C4B0F5DBCB6F6A03C60E05DBD6BC72FBD3B23D63C68D0933D56C721BBABBCC8BCF6C4023C8B44AABDC8784E3D869450BDB6BFE5BC6F558DBDEB24C93CF64014BDAB20C73BDEEC4FBDE30F303D131378BD14D68DBD14E3A0BD1F8B943D16BF203D3E3D6FBD9B59A8BCE0CD823D463ED13CCCD79A3D6BFD49BCEBD403BCE06F7E3D2B4861BB765591BD864C9BBCBBE97C3DA06E0D3D96DA8ABCAC26A7BD58BC7A3DCB3B94BC26588FBC47089B3DB0013A3D0B1CD33C50EEE63C5614CD3A007BCE3BF6FA31BDB608F23C3895283DB0D5383D7BD22CBD00C99D3BEBD4ADBB73F546BDE605943C338C3D3D165FEF3BD6891BBD84D8883DE86C33BD100F053D563D353A90CDEE3C46F9033D17749FBD3695A63C56F572B8002389BDDB4E563D6B18FF3BE089C4BC00D372BB1ED2703DE601FFBCE69739BDDB70D4BCDBE7A5BC9337103D00277EBC83A11D3D40A187BD565A293CD00E843D96F010BC4A12893DC655D53CE846A3BD384544BDCBCB873DA05164BC2397A23D7809A6BD86F536BDBF1A823D4E1F9D3D625D9BBDC650DD3CD4FCA7BDC85F77BD786B193DB09929BD00F9CDBB60EBFEBC32C799BD7EA199BDA3BB0C3D0610503DE0C473BCCF4F8A3DA6477FBD8B2DB0BCB20095BD4FC59C3DB006813C2BD32C3B93342CBDE31499BD7457963D404E183DE04779BC16659B3B0622C03CC08121BDAA74A63D20314F3C96C9853B201A563D5B3566BD1361473DBBE90FBD7A4F85BD4008C7BCAEF306BDDEFE9B3D76422B3C60FE6ABDF6507EBD78202BBDFAF2A8BD800D7EBBABD79C3A42019FBD600B823C10FD90BCAB515EBCBA2190BD3E5D3C3D0B4647BC765C713C407CBF3B8696AB3C2B6F283DE04444BCF605B8BCABF88CBBE4918DBDB0A7953C1BFB08BD4BBA823DD717A33DBBCFA83CDBE9E4BCC631BABCD609813DF6CC86BC4B61253D2BC971BDCB7F75BCFE6E1C3D36E0703D6BE897BBC0291D3C907BBFBCF08D1EBD1FB4A23DD66210BDDB45EFBC3E67793DD4128C3DEB7EEABCBB32FDBCEB0B79BDEB5D273DCBD183BC76CD0CBD02408FBDF005CCBC9024DC3C274C90BDAE92223D0A9281BD33DCA33DFBBA6ABD7B529B3DD6EB66BC3B9C453D96B4CEBB038929BDC03068BC43290D3DEE00363D5851983D2B162A3B53F2003D4ECC613DEBB60CBD804BDDBCE36F1C3D56ECA8BCA0D4C13C8BE3133DCB4C51BC80A1C0BC2E8D9B3D9891053DC6AFA5BDA470A0BD000C60BC3E044DBD06D2873DB3FD7B3D93EB5D3D384D8C3DA354803DAEDA8C3DAB8D433B63C9933D0039E33C80882E3D63DA29BD4B20143D603F8FBD00F2C53A26103EBDC0DDFF3B0B340B3C0BBB11BC0CBEA93D6E2B9EBDE6CBA7BDEBA8B13BB89B60BDD68A62BD4E504CBD0780893D632859BD0E638CBD1BD2743D9E7D5BBDCB0319BCFEC04DBD560ACA3C7419933D23304EBDA31178BDD8150F3D4B3C4FBD500B033DC0C4523D9C3C813D76C02F3CF6CB9C3D3660B6BC7843423D86C5D3BC888A38BDF624CC3C8E49393D5382203D80195F3DABBADBB9A60E063DB388733D884769BD2B5E84BC1E65533DCBF378BCF30D903D386E1E3DC82D0FBDBADE853DE60405BDA0C25D3D3FE4853D807C533D6705853D560DDB3BA21191BD6466853D4B34033CEB7606BDEB5752BC864348BDC600193DBF35A4BD933B1E3DD708A2BDF00426BD0007693D60D350BCFBA06D3D008D873DE002D6BC56BC9B3AF09681BD3BC2CFBC1E7C033D6BCFC5BC633C8B3DE822373D23405A3D5691853D1681B53B563D54BB16CA86BCC7E29E3DCBA86A3D7A2882BD5B2CBF3C3B7BBBBC2C78903D86C744BDFAE684BDDB56973C6EAC69BD70C2943DCFC19E3D5E746EBDB69166BCD6EE2DBCAF6A9EBD283981BD00E09E3DDE327B3DD689F2BCF3DE013D1BDF94BCC0CE543CEB06B6BBA0D9EF3CBBC337BD4353933DAB046DBCCE32A83D4E793DBD56E973BC68B7753DD2F79CBD26399A3C58E21C3DD6417ABB0F8E82BD18BB62BDD6B1233D271AA6BDA3104ABD104F633D00DCAEBC14D3A5BD18660FBD40442D3CEB3407BD66B923BD432343BD237A903D187A8D3D8B4E69BD1060603D8206A33D40F905BDB675043DDFAAA9BDB2C28A3D0E2B34BDE0E393BDD0F152BD5F56A6BDFAD3973DD7939ABDD4D490BD66CECE3CAEC7423D10F91EBDA823243DC0D414BC8B2A6FBD50B9193DB35D2C3D36F19CBD4B0294BDB6251EBC9F8885BDBBB981BD4B44553C40C6CD3B96A9F63C7EF64ABDF8161CBD2B26A5BDAB5E393DC34694BD76E07E3C33F27E3DF311063D96FB453D0F8A8F3DABFE413ACE9607BDAB92573AEA9088BDF6E356BDEEB1303D904D653D3BA6143D63B492BD537569BDE7E38B3DC00AA43B402979BDD0C5853C28C93D3DD6283E3DBB436B3DC6AD18BD1E2A423D030672BD202D2E3DDBA482BDAB6C1A3A108D983D5E43783D704A1B3D5626B93B96743C3D00AC703ABA8A8B3D16623E3DA668A83DA656DEBCDE16333DB61F7C3D8BF6253D5B7640BD663CFB3C23A928BD27A695BDF069933DF7E2A0BD0E22963DBB3595BC26B8CDBCB6BF6ABDF019F5BC0B79993C2E8C30BDEC98973D0BE9DD3C04868E3D9F438ABD3B6436BDABE4CFBA5B5DD4BC701B6CBD489F10BD33EB96BDA7FB973D3E9F3F3DEC208FBDB39664BD7323973D4A578C3D46B09B3C5BDD0EBD83E7103D90ABD03C2644FCBCB6A8A03CBE3E873DB8E2893DFCD08EBD80B1FA3C6B58A6BBAEA0153DEEB624BD26CE01BD3BAD823DDBC65E3D7B0ED33CFE0F913D40A773BD00A0983DBC5EA4BD204E263DF823333DA876773D184F4B3D73E7693D0EB6883D1BC59BBD8ED8963DE07FFDBC202FD03CC66A95BDA2ADA1BD7665723D3B769FBD30B6D63CF8907E3D0BD96B3DA3A63FBD00CAE23BCB736F3DF7BBA2BD20C22BBCB4038FBD93DC9ABDB6D024BD6BC410BD4C65AA3D004B943AF67DFFBC0024B93A8E4F1A3D2F209F3D5632F73B4201833DEB1FE13BBB3B5B3D70A998BDCFFE853DB6C8EBBC631810BD533765BDC06A0D3D9C94953D98732D3D4EB8333D2E5924BDA75E82BDAB3BCB3A86C7D2BCFE08413DCB27BE3C5642EEBB1EF578BD8E83223DFBB505BD96C9AE3B0656ADBC60669A3D6367373DBE1036BDBB8B873CE02F06BD40338ABC70E1523D96F0AFBB2BF3A23BFAA08D3DB69BC23CC057213D8E2837BD8EE5943D539D283DB37B45BD7A1397BD76686BBC76B899BDD611583C184E753D3E0669BDE0A49BBD1EF3553D43365ABD0B94143C26C1C4BC6625353D7698883D3E3C7A3DCB8BA8BD9E3A13BD6813A23D4B15733DC3753BBDEB0195BD6B4C603DCB6499BCD0DA683D383B25BDF8769A3DD3DC273D8030A9BC06A5C1BCFBA8A93D8891073DBBBE65BD8623573D5B7373BD00EB9CBA639100BDEC5CA3BD5CA38B3D0A37893D1306473DE0EC85BC2B3A01BD9BC3E3BC26C8583D5869913D4CC58B3D709894BCFBBEEE3C808456BC8B5DD03CE0B86F3C73B38EBD377C863D7E0F3EBD96B0FCBB7E2B49BD000BE8BC7CA7823D73267A3D06F7913DD05194BD0EB98C3DAB5C5BBD809EC5BBE6DA873DCBBA383C5636F63CD6119B3CDB998CBD506217BDC645D3BC00E8F6BA565922BA6B475ABD0EB3613DD668DE3BFEBC073D8687BE3CBE30A3BD80503D3C72AEA0BDCBF0943C96639B3D6BBE7F3CB6D21A3D66940C3D60F771BCD619293B16BFE03B70357A3D1BE11F3DB4DE933D1B2E3CBD6BD844BDFE405BBDD623843D133212BDFBB9633D8BB567BC8B298EBD4066AFBCAB5A58B90BF8053DBADFA3BD9B1090BDA601373DC0C83BBC2BFF73BCA8C57CBD463B443DEF328B3DE657C7BCA6059F3D92739DBD43E165BD7B84413D167B4ABDC32E0E3D28CA32BD94368FBD1624603C7BE9353DA60844BD60A60CBC30C89B3CA337A83D3B73893C40A6A63B63BF22BDE05018BCD325153DF2F7953D5B84FBBC1E49873DAB7B67BDD61CF23C74ADA1BDF2C6A83D0B04703DF8BA503D3BE7CDBC3696FD3C40215FBCFB44FB3CBB2B623D1C248F3D2B37AD3BE69D1B3D5BE756BD2EE4093D0068F3B9D65407BB264D7CBD0E2A513DCA4FA2BDFB0435BD0C6E9F3DEEF59C3D3379383D606C52BDD6EEA23DBB34C4BC00CC74BCFE985F3D36200ABCD639EEBB86AD963C72B7A13DA358793DBB646CBD96E4AB3BE0FB3BBCDB279B3C40B5363C4BBE013DE8CB4BBD006E66BC6B8C303C601C74BD1B4C9A3CA6CB97BD4B3F59BC009F9DBCD677333DAB084EBD764700BD985E5D3DB672343DEB309F3D0B305CBC00F6BB3B983D3FBD83B4793D207F9E3D4B80713DEEB50C3DE0843FBD0EA325BDE0B07ABCBB513E3D56FAE1BB96911DBC2B83AE3CE6D6FF3CC07981BC685244BDF334993D202A38BD74D6963D87B39ABD16E983BD5B99CABC8BCD4F3D3310123D80220D3C2B7A2A3C567CE0BA885983BDD039D1BCDBC09A3C46AD1DBDD79DA23D20FA68BCF0F29FBC50893ABDCEDD2D3D0BCDA43D27E8963DE4D89ABD5641EEBB06F694BC8BB9AABCB7C799BD607CAA3D43328A3D833770BDEB2D573D3643C9BCFAB99B3D007221BB4038323D0003AABB0BF7CABC6CE99DBD1E2280BDBE30A13D1C569E3D22EFA33DE0D4773D0CCF99BD0B285ABD566F953C90B79DBDABAE52BB0686DE3C163DD5BCB6AE6B3CEBC5BE3BE84303BD56CE233CF6E28F3C37CA8EBD32579D3DB274A93D18398CBD7B90A3BC008317BB00A83BBA6BFAF0BC0072B53BB041CA3CF61ECD3C935C403DA081813C0667E83C6BF136BCD03FB3BC635C1D3D5771863D0022653AAB5D84BD50FADB3C681586BD8BE0DC3CBABCA23DEEEC66BD4BCE3CBC70E29F3D43EC093DE715A33DA8F720BD406B19BCCEBC69BD702D39BD80C2923C1C3C8A3DFC8D983D8B49FEBCBFBD903D537C73BDC0D89FBD5625343CBAFE9E3DD08B823DFE0C79BD76558EBC6301973D2384323DABF1E73AE65F18BD6822583D3424903D56685C3D0B790F3D4B4B1ABD7CD4A5BD0BC9993D26879F3C4B2E2C3CF0EEFF3CA0B900BD7B6477BDA8543A3D6BA324BC7E51A3BD4B4E80BCD6294DBC103579BDDB1D87BD6BDA9DBC94C68DBDB06E2D3D66D5A4BDF6EC1ABD906078BDA0B4F2BC7750A9BDCB3FBFBCCE6462BDB0D6513D54948EBD741FA03DAB8CA03D96B2B33C8064F7BBB83A4ABDA0B417BD20F166BD0B9D4E3C07DCA13D1B5BE4BC4BAC0DBDDB8F973C18BC9FBD9B0AE8BC337C6DBD33AD75BD0B1ECEBC3A86843D0638113D3BDDBD3C823F8E3D9E4E473D56CC80BA1B20A93C8B683CBCCEE4263D7013993CE852083DECA99FBD401239BCF67C353DBB88FF3C8028AA3C06CF0ABD4E0F5D3D3B2492BC583D39BD8BC173BD003A403A4BC386BDA389553D968E353C469390BCB887933D56DBBEBAB67B213C0EC45F3D36BF663C56B1D839301B9C3DD81183BD5EBD283D2B1DAD3C36AA53BC862EDF3CEBACDF3BEB4A54BDABAE66BDB8552BBDBA109A3D3046853D40FD11BC8E492C3DC3B44E3DD3CD8F3D36D1B43CA836823D1BDAB6BC60A88F3C1EF44FBD6E878EBDFBF693BC086689BDDBBBE23CEB34603D2B36893C675AA3BD90F9103D9858983D8BF6583C64889ABD2B878BBC92A9A53D266A43BD0FAB83BD2B467C3D8A96833D56AE803A80B99F3DCB3C93BD4333523D57FBA0BD1BB2D0BCBBD4873D30C727BD260E7FBD2BFD6E3C67A4A93D0BECFABCBB7D97BDAEA4413D50B68B3DAEB35ABDD6DE2CBD2E83243D8679993C5A3D83BDD02585BC96D0793C4BB3093CC85A7C3D6067383D0BCC0E3CCE3F723D6034A1BDAB1F6A3C2BB917BB634E59BD969870BCB0C8D0BC9414A4BD9676CC3B8817AA3D50C165BDCBB11CBC9BDC9BBC28A53EBDBEB9193DD866A3BDFF38A73D0A088EBD56500FBC285271BDE8735EBDCCCA823DBBDC83BC80A2173D",
      torch_tensor_16_torch.float32_10: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_8: "0x0400000058D0073D8879A13D7BDA933DAB93B5BCCEC735BDC078973C7E6D623D87E3983D9096693D5633C4BA9EFE8CBD938D4EBDE60F503D124991BD10007ABD234959BD",
      torch_tensor_16_16_3_3_torch.float32_2: "0x040000000093B03A2B3A393C2B47E03BEB92CD3B682294BDA32145BD16839D3D8E564B3D40228E3BD64DA13D834705BDB004123D8EAA32BD6EF0833DEB2C3C3D2B4BEB3CAB4AA3BB7886683DA0A4393DC08C303DDB28FEBC8055183B70E5A2BCB35147BDA6ABA53C33D3923D10ED483D6B90BEBCDB1F433D8086CABB1785A13DE7DEA8BDF0D7B73CDFB696BDA6A6223DB834753DFAD7823D60F0DFBC6B9CF03B0BB6B23C500BEABC33E49F3D30BD693DFEF3283DB8050BBD6EAE6E3D48E02DBDBFFB8ABDC0CAD5BCAB5FFBBB8857573D88C80C3DB010F63C3BEECEBC5B7B843D9AE7A23D340C93BD528F993D66DA853C7B01EE3C9664053DA6E6463DABB6A73A9BC9AFBCB050EBBCB3145BBDD63552BB2E9C3FBD06B24B3DBE6074BD775B943DF0B596BD9B1E8E3DE0A71A3CB4E0A0BD9BB2CC3C48C15BBDD23187BD2BBD8F3BEB3AC2BC1679A83CB7F8863D14859CBDEFBFA93DD3453DBDD6E686BCA3415D3D38930EBDB3082CBD4BB79FBC736A053D56816CBBF8799B3D1E5F133DD4BB9BBDBBB675BD802AD73B563B51BBE074CFBCDB81E03C9E3F0F3DD31F46BD063088BC5B6BF43C0662F73C0001F5BB989B2B3D6BF4F33C072EA0BDF70FA3BDABCA363B40B0E93CD35273BD43C72FBDC615A3BD7B4C813CBB65773D5835973DB2F58ABD62C8833D5BB608BD034F96BDDB0D5B3DCE688F3DAB298CBBA017C4BC4B942A3CD827203DA3D91D3DBBE82BBD00FD353BCBE8BB3C4BCA453C76F18D3CB6569B3CEBF7B43C2EC3383D88302DBDA0368D3D465CAFBC57158BBD8093623DAE1759BDA0ACA8BD40B7E7BBDF59A43D824C81BDDBFD933C937A84BDDE940B3DA033673DA0325EBC5FE897BDBB117FBD23B451BD60F7FEBC1E5123BDE033163DE6E6993C279988BD6BA92D3C5A379EBD3B77743D0010BDBB4C999F3DAA4D853D6BB843BD3E16843D2BD291BD201F9EBDF0A5643D4B272FBD5E067ABD78DF5DBD1BCA44BD0BD596BDD6542F3C3E5692BD40B4BEBCB80B573D229883BD0616683D44EFA83D4BE94FBCA08124BCDC45A2BD92649E3D1EBD883D405E12BC833E4B3DF84F96BD730B67BDD25DA03D2B75A9BD600610BC6E0636BD241FA1BDC045603C3EC114BDB086863CABEEFEBC66B5E23C0B71343CAF89A9BD1691593D7607533DA7A982BD0B7ACB3C63A821BDD8756A3D532524BD6B1D563DF07E58BD53D437BD73EE0A3DFB01BA3C08F91BBD2BFB7A3DEBC3813CF627233DDE664ABDF02EA53CF6FEA43CF6A6463D167B9D3DB367583D76C0A73D339215BDA3988CBD16B6713C0098C3BA4B394BBCB06A89BD00543EBB008D203BDB36513D18C5233DCBC7663CBE25703D566412BC104A893D4A4D9BBD005820BB53DC18BDA8025B3D50CCBEBCFEC666BDEB3D66BC000049387EB9653D260D3C3DCC599ABD9B3C10BDB38C25BD96DE8FBB6BA9173D0BA646BC025D9B3D4B70163C8BED3C3D801CA4BCC0E0453DE0E3053D56154A3BD61636BB183B173D16D0403C003557BD8BCBD3BCB6E65FBDE00AA33C7E0A803D96F643BD1BEBE43C0CC283BD439B0C3DC407A0BDF81106BD56277ABAE09E67BC9B17403DE01B08BDAB46E23CB3EA153DF093BA3C1C63A5BD56443DBD8074A7BC00A4B6BAD012033D9625703DBBE68C3CABC769BDF498A9BD5EDC983DABAE9539B3AB97BD6BB7BBBC5EE5023DD6B22BBBABF7603DC0C369BC2B6F2B3C7BF49F3D0F9097BD16CA073C4FEC8ABDFEFF65BD3FCF9FBD5097273D06F785BCD6DAF73CB68D1A3CC0B3DE3C9A608FBD5618F2BC7BF4BABC6BEA77BDFE45113D60BF413D30E9F6BCF34969BDEEAE31BD901C9FBDA32C5EBDFB0BBCBC0B33613CBBD123BDAACB8BBD6B6C2C3D966C883D2B73813B162E42BCC8FB16BD409CDE3CD605DA3B00111CBD1B2F6A3D8B13493D76277C3DE6786B3D768A4ABD92409C3DAB1FD8BA80009DBD6E5D583DB8885BBDF64E20BDFBFF843C084C723DB6C95A3C02ED91BD066A68BDD632FD3CC024BBBCBB6FBA3C12D0943D6E705EBDF76093BD0BF8E4BC1680D3BB46C8E5BCBB8CA63DA6164CBD0BBD453D7856043D67F89C3DE243A4BD5049793D307BD9BC7091F0BC8029363BE66B673D6E172F3D98FD45BDF627A33C2BC85EBBE6AAE03C00A07FB86059A9BCAEF01D3DCEAB913D73B9353D5BC3E0BC0010953A36F1813CE36946BDACC0903D9836343D16EA133D770F9E3D00AB33BC28CC803D4B1920BC3B91893DC3494DBD90E6A6BD2E33303DD612EB3C00E9A1BD063F143DB6DC91BC10E90A3D1BFD9A3DDCC0893D00D9433B4E1B283DC8339EBD00C4C93B20FFDC3C18812E3D6B80F63CC8E9643DEB75BE3B5B39DE3C0B7AA7BD33A623BDFBDA1B3D40F8EB3C0EBA113D96E8093D8F3490BD70D9E13C566ACCBC8B135DBCD68AD7BBCA02903D8BDB983D5055293D480605BD5072CA3CABD3EA3C8AB9823D5633D73BCEDBA0BD7324093DB3DA87BD5647313C00F45E3D18EC0C3DFB83A13D148AA43D66189CBDAB7C063B7016C53C0BF086BC4B1130BD265EA43DD3DA4CBD7CDA9DBD3BED9BBD46DD39BD0B970F3CFE5E663D4043AABB400686BDB6347D3D2BECC9BB6662F6BC2B6521BB2E8C143D0BA62ABC0366063DEEB00E3D83EF60BD1E77993D7030623D80F381BB2EEA5B3DF083BCBC9BE791BCD09D0E3D5E327DBD8B45A5BCA01C63BD562EEABB88D106BD0BC2E1BCC03195BC145D833DB0E8A73C5BD5A4BDF6576CBD6BAED4BB7093E13C366B543D00079C3D284566BD6C43A13DD83F653DCCCD87BD76678CBD3E3985BDAB81D43A4B0394BCA7C0A6BD20E4C1BC00D0553DC020C3BB7C3288BD133D60BD6BDCFE3CF0A1D53CFE2514BD98C08BBD20FB103D9B4D36BDA67E95BD5E7E9C3D2E3C093D76A167BCE067483CF69E8A3D54AB97BDABCF87BCF6BBF1BC98C7A5BD8EBC903DBF51A1BD165509BDB8482D3DA2749A3DE64CB4BC605D8D3DAB12DFBA2AB99DBDFA149FBDAB991EBDAB5C05BA006C8A3DE3CC11BD369B53BC1058693D0B4DA8BCB8E1133DAB8DE7BBD60505BD73275DBD7C85A73D765537BDC0A80C3CF011ED3C00457D3C80A0DCBB90F083BC4EA90FBD36EAEB3CCB13C7BCDB70FE3C13CF2F3D0002F23C56A620BDB6B36ABD607ABABCFB49DA3C1624133C53D4A63D4E93663D9EB11FBDB337753D4E9742BD106DE6BCDBFE7C3D28E77ABD66B9BDBCD3438CBD5B661E3DDE98743DEE07963D96F6EDBC8E647CBDE31E343DA3BE5CBDA67DE3BC7E6A8CBD1A21853D963109BCAB9D353C167E9F3BEB3D433CA38B15BD1039A73DEAC29ABD40A632BC6EC046BD7E5068BD5662373DD8817A3D7385213D8077CC3C06AE633D2BFD363D369AC6BCA06810BD3046CA3CC63D563DD3DE633DAB4EB639509CAA3D280775BD689E0D3DBC2B923DEB87AA3B08294E3DFBF9953D6A2B84BD5EE55D3D9B3A1E3D235F333D98512B3DDE2D4C3D9628DA3C306E3D3D1BCA9ABDD706AABDE85E353D3EF3A93D76BACBBCBC34833D20B214BCCE3A2B3DC003DEBB03FE253D4E3514BD464F8CBDC04A363D23400FBD1BA87E3D8B7A383C9B220BBD9B39A43D7F07A33DC3F630BDC8CD173DA6D4C33CC8A351BD8B602D3CA28395BD6B6ED03B30FD93BDC3F1913D4E542B3DA731873DE05D843C265211BD7E652E3D7B54163DAE483B3D202651BC9AF3A93DBEB759BDE83798BD1B95B63C34389A3DAB9C523C6604C4BC8E9091BD4830653D47D8A7BDE0B40CBDBB713D3D280841BDAB6A5FBD3E192CBD9005233DF38111BD10889BBCDB2CA4BCBB48393DC8E9953DEB51AA3B5601BF39B6AD0BBC3E97223D9B49763DA6B8A13C88E9523DBB96D6BC409386BB20208EBD6873143DE3AF2FBDE09A51BCB4F9A6BD9684E93BB0E5D63CE6694E3DD63D96BC00C0833B0F74A03D000C8A3AB3C7753D1231A73D5039913D16D81A3D53035A3D88CA9B3D401A06BC77EE883D936D0CBDD03FD8BC9046193DCBA94DBDA0D202BD96CF923B4003E13B003C8A3B96EC36BCA04FD93CBEE3A43D86BBE4BCD0C73B3D1631A73C5EEE573DFA358B3D569302BCB6E48DBCF89F06BD762ABDBC561211BD3B92A8BC187F473DE0E7CC3C860921BD580E413D80E1F43B8025583B88CC033D36333FBD0B7810BC9B2D823DB0245D3DEE68403D40963FBC96BE093CDE915D3D2BB96D3C18F73B3DD8F22C3D26B4153D4893203DB6AC64BDEFFF95BDD41CA9BDC8BE853D76DD3DBD5A3086BD568E2E3C607783BC8BBDD83CF047B2BC7F3B843D14D0A1BDD62FA8BD67FF923D281E14BD7B4BA73C00C8F83CEB49563C6B9A57BD2B0E143C387A5FBD37F78F3D16C9523CF38C763D931F713D9B4B113DDB1EF13C587E403D669C59BD8CC7803D5BC092BC2AE6833D00D2B6BBFE2C1E3D6B0D7C3DB0B3813C965C84BCD8380B3DD810AABDA01A0CBC20FC8ABCDAB382BDEB4081BB56C49E3CE6E4A5BDB6C88B3D3E51413D8661A83D08B712BD0EEE71BDC857503D3B6BA03D83F246BDDE3F48BD4073C9BBA81E913D202153BCEB76A3BD7B370DBD8E5643BD3EAC803D50A979BD58CC7E3DEB09FF3CD6CDF3BB7B5CABBC588D3C3D664641BD40DB03BD1A97963DB8FB03BDB69F0A3CDA9D8A3DE3D985BD0BC9613C5679173B8B5130BDC6C9893D60146B3D96EBB2BBABD912BCFB9A543D16DDE1BCE03D413DC3B263BD73318CBDEBE5633DA0D7683D13AC84BD96FE96BC58FF103D0E56363DCB614B3DE3386F3D10381CBDB077913C209A923D4B0F8CBDEB675D3DEBB4AC3C00BF6E3BEB11A93DBBC60DBD60F7BBBCABA77DBDC7B18F3DA38079BDF7A0983D1E2C7BBDE0A8433DD3712ABD53FB953D288964BD38075DBDA0F7C4BC0A3689BDDA38A23D8B66FC3C736439BD1A0881BD70A4E1BCA0124D3CA6B119BD3359463D539427BD8669CB3C9EC1753D6E0072BD574085BDCA3AA3BD6676803CA4FD853DA0C359BD56E337BC03AD553DBA6C843D232D3B3D80A1DA3C76F46C3C807EC83B27FF943D2BF0423B28A7043D8049C7BB7E2A873D6E23A9BDB01CD9BCE28EA3BD5051A03CC6319CBC8F428CBDA8B882BD8BB8C23C8626803D9362913D18406A3DAAC889BDA0DF8D3D04AFA23DC046843B54D9A3BD80C976BD831E97BD16EC5B3C825A8C3D7EF45A3DD60026BD3B9514BDDB6FA13C9B2E37BD209502BC3686C53CE0FBF9BC8697F43CC06342BC5C0D9D3D06398CBD280E903D9E30663D4BD598BDA66EA03CA0CC2EBC3E59203D90BB763D4E6937BD832242BD462478BDD0C3773DBBF28EBDB08154BD08C0993D4EE62F3DE64A6A3DB80A933D30E794BDDBD7A9BC6B38E6BB40DD9D3DF0E8C0BC2BD5B6BB3399413D13CE313DE0C55EBD123F94BDCEE700BD66DAD93C7E68A23D50E8193D5081453D3B1BD23C0685ADBC605361BC748D8F3D3669913C4B67883C88BF473D160C763D9BCDC23C16C909BCF0F816BDFB674FBD3BA22ABD9AE58A3D5BE0873D9B7734BD07F98F3DC65EB0BC5B81ACBCC6B3D83C58BA8ABD86F149BD40BB47BCA68CD6BC40562C3D1673A1BCDB6E91BDE49694BDFCCBA43D76EC193DEEE1A9BD13048CBD769157BD5B8E9A3D18B9393D06D7DE3CD33C413D6046673C535F733DD06989BDBB1C863DBB051C3D3B99E23CF8445A3D605F85BCFB2622BD46B6B9BC730580BD00E2143A53902F3DB6297E3CABC43CBB6E22013DF2A09BBD986A60BD4FFA94BD67ACA93D58209BBD0625223DD059753D008AC1BC562957BCD0328C3DF07F8BBD2F3AAABD362B48BC40D22EBC90B50BBD9604D53B189E353DDE9F363DB0DBC63CF30F713DCE1F1FBD2B67B63BD0DDE43C4B8BDB3C16ECF4BC9B978A3DEF6B82BD26F021BD82B6A3BD165D233C5B9984BDD6E6723D268D64BD5BFDB33CBF8A973DD6489B3D4BACE23C8651F93CEBCA723CDEA7443DC0B6BDBBA3E87FBD08BB963DB88080BDBFFBA53D6B92963B8E931C3D2B73173B7053113D4697683D4410A1BD9E33423D20C2E6BC88A299BDCAD688BD00DBF43B4FD4843D2F7BA1BD00F9C53CA0C3093DAF439DBD40F9963C2E8127BD404F553C13D001BD7AC08A3DCBAD9CBD566C323D886300BD5B02C03C40BB083CFBF09EBD683C22BD0050663B0082273B36AE2CBD1829433DB89C23BD901B35BDFE49153D808812BC4648D53C36EF533DD04806BD8002C23C431A883D0BFA583C5C2A943DE844143D0E9D7A3D9BE8843D504A4D3DEB49B93C3B372B3DE3F4503D409CB83B0079683CBEE602BD808D39BB93DB2E3D96B1D5BB6069DBBCE0DAA83C56F030BB0008E73BE68092BC566558BA3694A4BC7E848F3D9B6E67BD8A2082BD90CA84BC96E4CA3BFE7C603DA6EBBC3C565BB3BADC7DA1BDBE3121BD06DEB13C709BDABC2B0151BD0023AC3CD398733DEBF3273C5BA47F3DA437933DD660073BB6A5AA3D5678E13C762FE13CBB7BF73CCC029EBDF6100B3D5C538F3DABAA7E3C403CA43B0B3F69BC5B0D86BD40312D3CE087093D2631023D33049B3DEB384CBDD843963D50DE98BC5B1DC7BC2EA12CBD3B3F64BD0B9B923C2B8B91BC20E17A3C671EA6BDC042DDBCC6592F3D46F025BD68AE9D3D839762BD288744BDA002633D9FFC923DC321173D7682353DA3F671BD00F5803C40F6FEBB689620BD8004913CCB730A3D58206CBD0B7727BC46D5B23C1437A53D3A7589BDA6A5963D762904BC76E0973CE03F93BDA71F96BDE8C32EBD8027C9BB56D1813CBFA1983D80EB61BC6E4A6B3DEE298FBD631B3F3DEA8493BD5EFCA1BD18D94C3D4ECF5EBD2BA83CBD239349BD4B7EBCBC73AE263D83DC2A3D6A7780BD1620DC3BF7218DBDF6E790BD5B5FAEBCAB75EABB7B4D2A3DD02C143D6B48AA3C1836823DB6601CBCC047F2BBE6EEA43D00FEBA3B686E683D03192ABD58F75A3D46F24B3DF73B863D6B664ABD78CEA2BDB601723C0B8C2DBC4B86A13D701EE4BC2B9015BDCB17553C7C5688BD473E8CBDD8C75B3D50F69B3CB073863CF63550BC30793E3D83BD00BDB627CF3C9BC7E33CF085AD3C4B2069BD13119EBDBEBE22BD9EB091BDC8E793BDCBB4EBBC2B8010BC7688493C682330BDE89E5BBD3061B4BCA31E473DE003333D80DE9E3D48A21D3D686D743D5692B03ACB5D52BD5B08D23C6380943DC040EFBC56342ABB60E297BD7BB7833DAC9E8ABDD64318BD56D34A3AA0EC22BD005CB6396BD039BDE668A53DC63C46BD002A5C3C8020A3BD9644413CCB7C623D6EBB55BDA63687BCD6824FBB007E46BB3073843C56C8893D90CEC8BCEB56E23C2E3B8CBDEB784ABD280176BDEB9D9D3C2B6A693C26CCA63DE6AAF03C96CDF9BBFE1908BD5684043CABC61FBDD659573CA0F199BC664D5CBDEBCC983BEBC1033D2B807BBC561AC83A723BA9BDEB06E9BC96DEA9BDCE81A93D6798913D34ED93BD744583BD37BB90BDA098443D7BE98E3CE7AD9DBDE075D3BC0233803D56635ABA03339ABDD6D8EC3C5BACA93DBFA09B3D6BACEE3BF0A4BBBCD69B0E3C58D27B3D1B5C133DE08F8DBDEED6333D38375E3DA20291BDCB1B70BD0869693D3EE2343D581C95BDF633BC3C7B1F4E3DFB428A3C6011363D3B72DC3C1622C43CA6F7463D5693E8BC0034EF39204BA5BCCB9177BCDE9B033DA83604BD80C68FBB7465913D5641E03C6841A73D2B067DBBEB0AF7BCBC1B963D9E8756BDE0451F3DD851903D8BF840BD4B8D89BCEE159A3D408DDCBB0CB895BD86483DBD94B0A0BDD0D584BCCBCD3C3D606236BC36D47EBCEB21DF3B164DDCBB608B72BC5049D8BCF682283C40FBA5BB60C043BCC6C3ACBC30D9B13C432802BD2B3F9DBBABFF50BCD072703DF8140F3D53060F3DABEE05BA234258BD16CEB63B401086BD56B8EE3A4A79A73DCB4A44BC3C04A33DAE9154BDCE18863DE327003D48B414BD5771A8BD488B19BDCEB0203DB7CEA43DE44389BDFB7F19BD50DAF23C56F7A9BCA67791BD16A8E5BC2B7ED93CA306A6BDA6A6FDBC3883483DE6A3223DEEE611BD46D09E3DEB975B3C1B4D233D6B65EBBB6EB101BD66E6933D5EA69FBDF048EF3C1BD715BD2BEBD7BC6648823D968E9BBD8B7237BC8BBBE7BCA8327A3DE04B81BD90D285BCCB2D08BDF8077E3D6309863D0078E13AA00C093DCC81AA3D889A92BDABDDCC3A28B19B3D267AB2BCF3B97CBDCF26973D00B1A13D0353493D5849803D402FEABB86E86CBDAFED96BD13D30D3D8637BFBCE4DFA63D8067183C0E625D3DD602B03BB0E09CBC504103BDD0B891BD43ECA5BDC6C48BBC873C94BDAB89AABD8E232A3D901516BDAB2AC5383B1BAFBC3F8180BD2B99D0BCEB335BBDE021763CBC4EA03DEB34A2BC009A423CE3CE423D9323153D1660E93B8B2CEABC0B9B85BCABDD3BBC0F63AA3D56C6403C936A5F3D4E9E423DD49C8C3D8B9B6B3C00F4BC3A1671C5BCA0275A3DC04F7E3DACA1843D828797BDD6F9C13B3B7950BD0BE360BD16F594BDE65602BDDC8F983D8E1D3F3DE3ED6BBD46608DBC0BAC153DF63F483DBB2F773D638933BDE0BE09BD7BB7383DC633953C4E1030BDB64281BD16C69EBB3405913D3B2607BDABB53DBCA81B013D1C6D8EBD961C0ABDCB9F413CC6CB1BBD3478853D005941BC06AB103D8B9E7CBCD6951DBC30C59B3D10E387BDAE7D6DBD60C5FDBC90CE813CEB61C8BCB08BD63C7B7A1DBD1B49FD3CEF2D9FBD56DE4E3B9002353D4B5D6D3C684316BD5B94FEBC3BA8943C8E8D6BBD688984BDAB638DBAABA191BDF6E7983CBB8E61BDC3913C3D2E1C473DC2D0893D5E2D59BD2BF07E3B8B659E3DF0A5AABC66B3F33C0623393D2B8F3C3BF075EFBC6642B23C564BBA3CE00184BD1B08F9BC4AB58FBD874790BDCE297B3D46F46F3D889A68BDD0F9A4BD1E998ABD4BFD213D76318E3DAB884CBC9B39EBBC866589BD005848BB965A3D3D08A5243DAE930BBD00F90ABDD631743CF070253D60BB8B3D066B903C2811553D73238B3DABCBF4BAABDA98BC26254C3DEB6A083C6A56A33D38AC383D600C9B3CA7059DBDE3CB513D9BBDEEBC0B3F74BC46C3183D3BD8BC3CE0BEB9BC009099BB265482BD6B4A0FBD9656ABBC561B083AF6F9ABBC06C23C3DABF48DBBA30B56BDE054BB3C96F2E0BC5ED7733D00BA1BBB58C8933DBBE4933DFF4EA83DB663123CA6C8813D00F882BAB0A0DE3C2E961FBD16B387BD70FE82BD2760A2BD80999BBC27BC92BD0CA2843D6C948EBD065A823DE646943C409C75BD7885913DDBBAE23C4063DBBB4F2B873D4A768FBDF6CE753D40A3EEBB80271D3BC086F93CB0CF0BBD009B90BA030F763D3801083DA3FB243D27C9913D205B5CBDCB9D79BCA0CE943D30B0F2BC565CC23CFE48073DCEAD9ABD5640903AACB19D3D766B66BC830CA7BD1F719BBDA0AA4F3CEBAAD8BCF36863BD8EA18A3DA8DA40BD5B2376BD63D5673DBE98813D30D8E93C1C75AA3D80600A3BD30A803D6E6E4ABD3FFE8ABD6BB0183C2EFA62BD80001ABB601809BCAB1C523CE077A7BCD6E4C2BB3AF59ABD4EE60FBD73C21C3D245C943D16DA953D2026813C963C84BCB4A6823D5602763BABF3C9BAABA0463B037D53BD2B49C8BC7CE899BDC0E4FFBB8CBFA4BD160D503C561516B966A1F13CE3F654BDAB7411BA2B43BEBC0BCC4BBDF216853DDC55A8BD6098713D9600A9BC7E083FBD2AB7A5BDCBE5A1BD6678EBBCC0395C3D6664873C585279BD98F48F3D1ED38B3DB3DA0D3DE611A73DAB5A633D00CC413C63E96B3D967D42BDB6DF30BC9EE831BD604F70BC1A1287BD400A683D3BD806BD3B4CD23C00859C3D3685E63C6B6D903B2E82A93D2BDDA8BDA8119E3D6EF693BDA02BA93DD61AD93BC07C51BD062AE9BC80442FBDBBAC4C3D639D923D3B684E3D3B97793D688BA43DD26996BDE0810F3D9685DF3BC6BB4D3D56A6C03C8048183B6622633D3B0C0ABDB30782BDC6A574BD23F7743D000FE63A0EBC8ABD700FEC3CD66B31BB2B7B4ABDD789953D363C463DA882903D0B595EBC500453BD1E5F90BD8B921F3C70376FBD569E4B3D7FB79ABD28F072BDAB4C463C5B0EA73CB6D633BC90238EBC56092DBDE074C5BCF617313CEA3099BD56AD6CBC20C957BCAB7EEF3A78B07D3DB8128FBD50D6EB3C8015FD3CCB7FBD3CABA1C3BC6E40463DA88B71BD188809BD809C12BB20D148BCD6CCA8BDD624373DD8AA493DDE8797BD560D2839C7A58FBD162F78BC2B48223CA071943DC310703D8EF72F3D76CC333C3A7B9DBD5B39DCBCF624983D16E2E03BB0D799BCFB81EBBCDBCB243D40BA563DEB44EEBB4BF1C73CBB5C7B3D3E87643D230C313DF314693D4070F83C0B18BB3C3BF2A7BD0B1486BC36B0CBBC0010993CF0D4C3BCD2B19BBD1ECF8E3DCEEF13BD5F11A2BDB8EE0DBD06088F3C0B0AE8BC0C78AABDF024E33C0895033DA6DF9E3DF0AEA8BD465881BCCE1202BDB086ECBC5608EC3AEC1E9F3D4BBF0EBC6B1C923D4B0B3D3CC6CA31BDF65E03BC7EAB2F3D43D3493D0680E2BCAB0327BCDCB38EBD3B5D59BD2B65B4BCD8674B3D0092A83BA65A343D906C8EBD96AF8B3C42EC89BD0BA6C7BCEF508B3D2BE4633B4B907FBD6012A8BDB65ACEBC3ED905BDC3709EBDFEC83A3D00E1DA3AA09751BC0CD2833DEBABA1BDD0ECD93C23C87C3DB054933C2B09373DD649F2BC7FB3A0BD3F739F3D6468A9BDE33E0BBD3CAA9A3D236123BDCB0287BC8B0E2FBD30408B3C7BD4F5BC00DBFE3CDA6AA63DA43380BD0E755F3DFBC1ABBCD217AABDB864143D665064BD4ED6483DA0C86DBC56124EBD079C94BD4BDE923CF078A4BDB3993B3DC87B023D1AD190BDB672323D078686BD6B940A3CE6EFC4BC183F643D344E90BDD0D8D6BCE026F2BCEB50EBBB76550A3CE08455BDCBEB393CD68E773BE03C2DBD0609A23C6EBC7A3DDBB42F3D3614DC3C0E5616BDBB1977BDE0004C3DAB9E523C0001D43B83E32D3DB3391DBD9F73A9BDF3556ABD53D49FBD0372543DEBD14F3DF85E1CBD46DA98BCDBA58EBCCBD30ABD03246ABDC6F0D63C8BD5F1BC8E525EBDC0F07F3CC30E09BD60FB863CABA14EBB3023DC3C30C6603D1EFE95BDE31822BDE754A73D569D723BF66460BCF0D3863D24A8943DD0C5EF3CAA7686BD48CAA23D92809ABD086EA9BDEBCA4E3C6BFFC7BCDBC49EBDD2A7843DF683253C802C37BD0631EF3CB883783D60BB10BC68E67B3DB66B533D76DC673CAE1F35BDAA8F82BD00029DBA8017B6BC28B599BDAFC89FBDA0A958BDABB8D13A38531ABD32648FBDA0A06BBC587016BDD6B1A4BC00784E3D08F2453D5BA35E3DAE45AA3D6B6EBC3BD37D35BD2B8A0EBC2B2A5A3CDB8DF3BC370D883D3E4E333D9B9277BDEB58013C2BCD003C50CDD33CCE9463BDF6E2A73DB63BECBC7874003D56E728BD402DE83CEBACECBCA08734BD2BAA98BDC064F03CC0403B3C60BED23CA36B3BBD8650913C06970BBD50DFBD3CFE579F3DB2018FBDA3EA023D2E255CBD8024D13C8BEF94BC5B530B3DC3BF7EBDAE01703D8ECE403D3BAC6ABDCBE670BDC0843A3D1FF285BD284F053D0EB228BD1AEE98BD2BC9D33CD8650FBDCE3F61BD4B2CCB3CBBCD1D3D32F0893D2FE4A63D9045EC3C3643C5BC80396ABC84D6803DC8AB84BDA837753D787C1D3D2E22033D3036D33C98B38DBD167B083D80F6A4BBAB8B8E3AB0881EBDB8B9763D0B0C64BC007A313A7EC691BD930E833D2C899DBDDE44533D33A4153D60E24F3CCF3CA5BDC35F1DBD5624B5BBDBD27CBD00E9DCBCFB6D9ABC302CD5BCFB7A6D3D240B9C3DC0DA18BD6642303D9675AB3B3BDE793DAAD894BD861A29BD1BC288BCABE8A33DE413873DD0BFB8BCA36752BDDB612ABD00EC273C36799A3C66AE2CBDEB5AC03CD6DD1DBCEE097E3D331E02BD86AC3FBD20D6513C16DD8C3BDEBF403D9E9CA63DB87609BD6CB49E3D1056203DEA4B913DB058D23C20224CBC405E3B3C2B870F3B00187CBDD03EE3BC7343813DF6C4853CA065B53C2B24043C804A933CF3996DBDCB8F80BC46A993BC4055E9BC20BE57BDD6520EBC567702BB5B41DFBC60DBA6BC90A2D1BC8BBF59BCB03F88BD671B8B3D8B4E36BD68C9313D0B3996BD2BBF79BB9610FCBBF32591BD2BCD8D3BA3C67EBD0B7AF13C4699553D761D53BC6045623C8ED72ABDAB1DF73C7720A1BD6CFFA93D00D199BBF6948D3C9B97903DB35C8DBD2BCC31BDF6EA743CE849AABD70489B3C2B1EE8BB8316A0BDEBE3A9BC58CC79BD76E5033C2E877B3DEB73A23D9F949FBD866DF33C7E5C83BDCBA4F23C93E23B3D2E96A2BD365F76BD6B0899BD4B0300BC802DFA3C58617ABD6BABB1BBB6A5EDBC76D59A3DD0799CBD18743DBDABA44CBAF8FF84BDB65E833D0BCC9CBD503EDCBC93BC0EBD562F48BA102C22BD030C753D7BEC92BDAB0A34BD103A1CBD741EA3BDEE46A9BD20E1F03C24BDA03DEBBE50BC506E04BD6337153D5021493DA22A99BD26F822BD1841903D40ED173D97709EBD5634CC3A573D81BD230484BD808829BD5264A93D7BCF44BD5E9D6A3DBFE19ABD40DABBBBDC579A3DCB4899BC4B47EBBCFEE616BD16B376BD1B09DB3C3BD278BDFB1859BD0E41943D06FE7D3DFE7932BD5695E63A706CB7BC4CED813D473999BD0E5699BD6813273DEB22823B50B2C7BCC0D32E3D6B2F0C3DF33468BD0003433D5837463DF61041BCFBA793BD7B520F3D83574B3D3088A9BD5CE89DBD0BDC24BC94A995BD4B7E2ABD5632853D8BB4793C88EB4B3DDBC5A03C27E0A63DA8420D3D7B05C93C2333813D469107BD2A46923D7612023C923A9C3D4E7F4BBD4BDD67BD585D783D368F44BD66EA833C0BAEA13D4B4D7F3C537272BDA8D34FBD185C3CBDB37F67BD4E14373D96F3453C1610F6BBDB1DBE3CA38B473D00DAF03B5E975D3DEB7037BCF3D8033DD6F0913CABA23C3A7656783D67C1A43D235B893D6B3CADBC809FDDBC837C8C3D80131BBD0B71123CB6B841BD908CB1BC86F5FEBCA815553D835A15BDC63D14BDAEAF103D6BF496BB96A9033C46407FBDD33316BDF6822B3DC8CD1C3D57779CBD76026DBDEB5CC63C260586BD409D34BD2E1241BD4F4182BD5BBA26BDA07C6F3D67009DBD7E2C623DBCEB93BDF61FB8BC4026E4BCEB88583DC6428ABDDECB29BDAE11A8BDF0B8C8BC",
      torch_tensor_16_torch.float32_7: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_5: "0x04000000274388BD685F143DB84699BD00C922BB961390BCA0F33F3D805E93BC4BE59DBD40D9CFBBC25F863D0B9C44BDB2D38F3DA8FF3D3D20CC1BBCD66029BB16598D3D",
      torch_tensor_16_16_3_3_torch.float32_1: "0x040000009BAA6B3DF6F657BD930DA2BDE3E988BDFB9A3BBD03211CBD86FC153D7B0277BD0B9079BD7BCB363DEE2F59BDE60A803CAC2182BDC63C023DEE49553D5E8E8FBD2036E83C93F332BD909F583DAB7F993D7EFA8FBDB059FF3C7084663D462A9B3DB3E5803DBB42863C56A39F3BE6A78C3C0E7F4BBD16C185BC0073A8BAC8FD57BD802672BB006035BCC6FDEEBCA0ACD1BCAFF8A9BD02A5A23D803E283DC8C5763D244791BD6E15A7BD73D67D3DA0C16FBCA0D3543C70282B3DEB7EAE3B56DF34BBE0D14A3DB457883D103EBEBC54B591BD6E2A3BBDE8EC733D0072ED3BCC21923D90CEEEBCE3B5A1BDB0FFD33C807411BDAE114CBD2BCD543D56E5BD3BD62BE9BB0435A63D82AC943DD76B8BBDF8E29CBD20CA28BD568284BD406D33BD4048663D461F63BD0F879C3DC0FED43C00356D3B368A693C7017903CD0A6DB3C62CD8ABDABF7BDBA336F623DE38EA93DEB7490BB48D673BDB6DE1C3DB0269CBDAA1E983DFBC9513DC6BD193DB67F3A3C2020783D80E209BDB4598EBD48AF3CBD23007E3DE3972ABD8E1588BD8B87953C980754BDAB2A67BB6BA658BD003D903C36E45EBCF624343CFBC61D3D6BC85BBDC0C0E8BCC09B63BDAA1E8E3D606DF4BCA68B003D308D9D3C6660A8BD865172BD0072AFBCAED582BDF8FD343DD08F563D564D20B9402E273C50E6B33C800DE33C9B0A84BCF64E06BD200E53BDAB77593B50F4863D80B629BCA4D9923DB0C9EE3CB8A02FBDDE94043DEBB8083DC0E917BD36516FBC40CB0DBC06FCF03CBB2B853D962396BC68F55D3D900B383D1BE193BDEB87793DD6325DBBD6BA833D2CF0843D9A43A5BDFF218EBD8B6A1BBC265EDB3C004B59BCAE4DA4BD50AB393DF62E43BD10F51A3D4818713D7641E6BC06914D3D368F353C8B50D6BCEB23B13BDB7DF53CD6B82E3D80DD43BD30217F3D037021BD4A0493BD688E13BD561897BDA625BF3C6BD4B73B56F984BBE60267BDF8EF333D80995F3C3055ABBC4BE6713C06C5F03C40124DBD369FC4BC88011BBD870D973D06CDA83CCFCC80BD600F713DEBCB58BCD6F1BB3BD6A7303C96751FBC9791A13DFBDA133D90FA923CA630F8BC3B1F9D3C438778BD6606ECBC43122D3D7AF8A7BD806509BB409BFBBC9B622E3D283655BDF6516C3CE6CEC4BCDF2D8F3D56BA4BBC7B4279BD4016D4BC43A0703D13AF023DF029923C06D8543DC0CF033DEB0D2FBC7EC834BD2052A3BD6826243D8218853D4E7502BD666A19BD8B676B3C164CFCBB760A833DAB15BDBA2B8024BBACAA9EBD065DD03CABD29739100DA13C43AF503D0336113D00702639D663D2BB43672CBD3A1E9A3DB20D8E3D0008B1B98B77AA3DDCDD953D333C443DB0752F3D3822073D2B816FBC56AE073C7ED88A3D4B0D66BC560DD53CD650DCBC360F603CD33D463D4049543D6005273D566B223DEBE1A3BC50689B3DDBD16F3DF490A13D90FD89BDA0AC1ABDA4B68DBD16E5F13BBE67823D704A69BDA6A9B23C008FDABA46E69EBDD67556BB604E20BC008D25BD680355BDFBCA493D801C0CBCEB4C87BC20CCBDBC76922EBCCB4BBCBC6B7C4CBD1EA2113D0079A1BAB09E98BD46672BBDA6468BBCCB3002BDF00AA13CBFA99F3D835976BD0047A0BA724A943D4EF746BD2F3485BD8615B63CAB867EBAABE28EBAE871563D260892BD60354CBD9BE66C3D18A26FBDAB4D37BC83781E3DCB673ABD7A5884BD1ED64BBD08027EBD184092BDE0C15FBCCB6B9EBD069C4FBD9685C93B32EC9E3DAF48A83DC6A78E3DEB26173CA687543D506FD5BC68745BBD6E4C2B3DCBA7063D7B4AF03C90D51E3D3B8BABBCB0187B3DEE053A3DB88314BD7BDA7A3D1005F63C2B263A3B5613A43AA0B0923D566F313BEB13F03CB317793D4099933B2C9C9A3DBE0B4ABDC06505BCD6D0DC3B4013943B401B78BD17DDA23D68883FBD685D763D782B08BD4EB8073D98133CBD3EA614BD16FBB33C58B86A3D9676DBBB4001003D0B483CBDE0CAD73C806719BCB0899BBCB00E283D569BE2BCC07550BD3BA4C1BCB8382A3D1A62A33D56479A3DD86E6E3DC3A552BD9368983DE0F40A3D16AD723C4BE045BDF65835BD961DB03C561CF2BB40DBC0BC424682BD8777913DCB57D33C5666333C3647003C8BAC373D20D74DBD56165ABBA6A3963DB6EF53BCC32092BDC39F4BBD8B9D533DB8C0333D13986B3D9644F1BC2EB41EBDF4E196BDC065BC3B7B8F93BC82EDA13DCBC519BDABE458BD586C0A3D9B13F9BC9684FDBB5841AA3D80E5543D031AAABDEBB1833B80DF2B3BA3E9A63DBE8C93BD4320523DB394A7BDC8C5A7BD80F82EBD3F3BA3BDABFCA7BBA6D1893DA663BDBC5E6D81BDEBEAEABB14E88ABD6392673D0B67453CDE5C973DCBCC103D7619F43CA607E63CCB869E3DA88755BD30BB50BD0741833D30C0F73C32809C3DCB1C9F3C3B28F73CEE5E523D2B685E3D884B3B3D5AD685BD369DC53C6E9669BDC03C303CEEDB3A3DAB2DE4BCB712943D38F4973DDB88C43C93ED76BDABF7E33ACECA843D4B3A753CF3AD943DD698C53BB0141EBD73BD5E3D7BE9E13CF3743C3DABF34BBD5A6781BDA69D643DCBD1EE3C4EB8793D804A8EBDA6101DBDAB112DBBD84831BD6B40553DEA8B873DCBEC933D40BA3F3CBCFA9ABD0BDDF4BC0B609E3CF03BB8BCAEC5113D206FB6BCDB068D3D00D6933D201AA93D6016E23C461267BDDBAEB0BCE02736BDA386193D1694EFBBF0AA083D7B28C63CD686D1BC36293D3CABB451BC6B636C3C33F661BDAB35CA3A9E16823D5E99303DBB0454BD88648E3D437F02BDF78A983D40328BBCEBA1A43D40BA483D80BAE1BBA6FA653DA6F5903D487D85BDCB6C753C06A9693DAB610DBC560D583D5E20853DEF5B87BD101D3A3DDFCF9CBD48B6553DD8BC3CBD3B79D4BCF0F4A63C5AF592BDD6433CBBDBD4EEBC66FED73C80DBA1BB36199BBDBB8BA8BC36F6543C78E53A3D50DF42BD6B854FBD18C7193DFEE34CBD10EA06BD6F95AABD4074A4BC001688BDB6E7553CA8348A3D4B95173DEE478EBD86FC983DA28498BD80F702BDC3803F3D76F6213D2E1B3C3D4075A2BC407595BDEB19A7BD6BBFDF3BAC1BA5BD2B0161BD5E0F5F3D003152BCCB43EE3CFE4386BD006C583CF7C8993D4038783C8BD3703CB6A352BD1BCD76BD48FC463D5FCB98BD9646A7BBAEC088BD00EBBF3BFB3BA7BD50FFE13C00B01439137360BDB630FEBC386708BD903819BDF63BAABCCB8D7B3C8B6444BDC049AC3CF4A18CBD4EB9A03DF8944CBD8824113DF0A369BDB0FA68BD606948BC637242BDCBFFBEBCD67814BDD6EBBEBCDFEE83BD3273A63D7E83403D76DFF3BC0EDE773D261318BD006B8BBDC0A8DA3C00EAEABCDC5A803DA0B3B7BCEFF48ABD1AE98F3D0B3C993CA62FCF3CF60A04BC76B487BDDBC4DB3C00006C3946FE61BD5683423D9FD09FBD5BD753BD502C9FBCFCF79FBDA4A499BDFB18CDBC16B080BCDB627A3D78481F3D64AE9E3D000CD43C369A363C368F83BCE0FE0FBD74E498BD94E29BBD763C113D7B0E58BD03060CBD10841F3D830053BD7666FC3C001B97BB26DE8C3C007C1BBD0EE3783DD0978BBDA2549FBD3C28853DAE9A66BDBAD4A33D0B9C173DBBBC033DC01329BCEB67803CD610AF3C068220BD103E7B3D2BCA513D808DA03B56BCC33CABB625BC8095F6BCDB8D83BD4B2003BD8070A3BDFBAED6BC2B95323DB696A53DE42B9CBDBEDF8DBDCBDC8C3DABF7F0BC0070EC38702D563D802B973D1644013D3B19A93C2BAF03BB00A1093B46BA093D1E8AA0BDDC36A5BDF027663DC40FA7BD985F333D8B11773D365A623D9B39D03C6BB1173CB6A21D3DD6654B3DABF72B3B6B9A75BDAE5C543DA019183CC89D4D3DDEBD64BDEBA5AABCA8455BBD56669C3B1608913D30C1813CB212913D58CA7A3DB8C66ABDD4D3A33D56AB973B82E58E3D2031843C561D69BC2BE2903D58907CBDAB00F53AEB403FBC80C4763BABDBC3BC7480873D80BA8EBB130A0D3D0EFD123D3C809B3D6B78F53CAB21AABDA27C8DBD8A3DA1BD3651A7BDFFFE8DBD56349FBAFE86A13DB0E95CBDB0990F3DB6BD1BBD8336843DE3FE5D3DE8981E3D175A963DFAB880BD57EB90BDA3622EBD865C8A3CC7E0963D9E5C613DCB62D53CCB6272BCCECD41BDC8BAA93D8C6295BD73746BBDCBE0483D7323853DEB6BB33C00D2BEBA6B3722BC80D4313C13BE2BBDE2BAA83D0773AA3DEE1804BD38FD6C3DF042A2BC3B9B77BDE0676A3CCB7882BCCEEC8D3D403CBD3B60BC95BC109287BD2B4C5F3D58D1633DCB08403C8039EFBB26B5E4BCFB3B9E3CE6C7A33DB6F260BC0025F93BD299A2BD6647AE3C963E12BD76DBA1BCC00435BD9A0C9E3D6B6E683D33FE12BD666EA7BC9BEECF3C4372003D36B220BD369F0A3DEB15593C2B25443DDE7338BDBB645CBD10B41E3DD61855BB60BD14BD0BF3853D16E117BCCEF463BD6BDF42BC30241EBDC0C4EBBC2F7F8CBDD43B883D282B963D4BF98FBD7386553D6089C73C166A0ABD0639C8BC00BD683CD6D3903C26E5903D8314A33D6B989D3BE388A03DF0DE49BD00EE383A36F48CBDB882233D4B28883C6BC34EBD7E3982BD1B8D87BCD6EB00BD03190BBD13A494BDE07959BD4EA68D3DB8E027BD56EF0A3D6BFAB93BEB5B3ABC3055DF3C0083803DD6B7D43C6002143CC0888A3D40F5E13B6B0D963C3067A63DA31A77BD63F9773D5BF823BD6B408CBB268A45BD5339613D734489BD763817BD56E76B3C33A202BDF6B5123C87B69C3D1FF496BD73C95DBDDBB684BD2433A33D7BAEA53C0E9E76BD5C6D94BD78FA7C3D9FBB9C3D088C4EBDB0B8AE3C707AA9BC53714A3D63003FBDB01D693DCB67AA3D23B84E3D609A69BC0091323C5847133DA3C944BD7B041FBD6EF3A6BD6B18713DC3981EBD02A3923DCBE585BC1B3AFCBC7EC92D3D60CF04BC936767BD8BA8123CF0EF1EBD060477BD665D57BD56EFEC3C56D2E53B6B570ABD6BAEF33C8BB2D5BCEEB883BD5073EA3CE077E8BCFB49CABC5359753DF0217F3D080CA7BD535F923D3EA0983D032476BDDE27AABD673A85BDAB3CB5BC568B75BB3B25BC3CF6D0A23CFB41843CA23C85BD9743A43D3404933DAE4C263DC61A953C9E993EBDEB8CC73B469673BD92DD9C3DE29197BD6641913D0CAEA03D5E3E25BDDA4998BD9BD5F03CE2FC82BD8B769DBDE8A34DBD604B713DF3F055BD6B9B08BDE36D0ABDE698723DF641043DEBA6433D20117FBC40D449BD2B0AF63C36B7093DF2428D3D7EEB9FBD30767ABDAEF15F3D3695B03C239C623DA6A0ACBC0A2DAA3D7665053DE81D04BD30E624BD465BB33C007E06BB186E25BDD6F436BD2005E63CB37D283DD88AA23D100A10BD608349BDA82E57BD283967BD3A96A83D80ED26BDC39020BDC36A7A3D9FB7873D5F319CBD208016BC0023CD3C76CD503C3E0E42BD388889BDD84C76BD6B64E33CC0E91EBDD42E9BBDA442A83D9B681C3D96ABCBBC36DE593CEB99F2BCE00261BD9BAE9DBD46805E3DA89A9DBDB3BA80BD4E698E3DC6F756BD6034E5BC00C4C9395F89A8BD3EF59ABDD36F8ABD60D14DBC4611F7BC00807D3D9E915B3DEB0AA63D6EAD93BD1BA322BD3685683D10A8EC3C0B585EBD56EA7F3D38552EBDEB0DA23DE03688BD4BEC303DAB3C9BBB9FB993BD5B9D303DB68BFABCAB13BE3AEB6AD0BC769A98BCEBB7AEBCC33C193D408CDCBBA836693DF0E0093D000E01BAF8D7083D2BA5E5BCCF8383BD96D560BDA6BD69BD70C589BDEB745A3C80F7F2BB327699BD2B1D313D9B84533D4EFA903DD6F25F3B96EBC7BBDEC2483D270194BDABCDA83BF65B5F3DC6386C3D0BE2203CD673E2BB16F0F33C2B1F913C805D37BBEC2E873DD3AF913DDEE741BD9A97993DAB37B2BC7BDE923C8B00983DDE4A21BD1E521F3D20283ABCFB2641BD963EA6BBB3E3913DEB7A3E3D5E8430BDD27B9A3D60E18A3CBAAB913D4E55A23D0BBFC6BCE040883DF6614ABCF686573C80AA313B5658963AC0E1D3BB886E9CBD0097ED3B4C9A9C3D6BE9DF3C1EB29DBDC0E27E3C80285DBC7B3BC93C92BB9CBD4B3D643C76F173BDA045423C53704D3D56F66E3D80A261BC9B9A973DC09DA0BBC07344BD708A1F3D2B896C3B4BA786BDCB05593D9C79A43D9BE73A3D166959BC322F8FBD8336923D38CA35BD80A84D3C176C9ABD1690523D2B0E893CA078A23D23A5253D80FEA2BD00DD863DC2EA89BD282323BDCB3C303D2BC539BD7002B33CAB9F0C3CEB70C13B836439BD4BE26E3D2042443C0074FD3CEBF91E3CB6CD29BDA04B00BDF635633DE81795BDFBF0EBBCDF399CBD960F4CBDB67B373C40859BBC8B7DE33C2C0B823D20978F3C8216A23DABDA66B96EA6A43DCB465C3C562D0CBB6BCCBE3CA49086BD4E2C8B3D84289C3D6C1896BDDE254BBD8BE2863D7B97AB3CB6CCF6BC38112ABD806A9CBC7B7D80BC23709D3D96894FBDF603403C367FC13C7B4F29BD4042AABB8BD476BC9F37823DF637743D6BBD83BB46EB2EBD23F643BD485211BD0F0E943D6ABC8A3D40BE873CBA039FBDC002DA3C36C17DBCDBD73E3D8369313D3B2D8F3D6BD7C63BD6F9D03B56511E3ACBD06B3DABDE803DABD3203D368188BC9B30C6BC8C279E3D969130BDCBD86A3C90A2D63C08C1303D08074FBD20CB83BCD6861FBB4013F9BB907992BD4849133DC67D82BDD663ACBCCB40D13C7332863D60766DBCD0FC3CBD733518BD00F648BAAE9A3ABD16A8A83C1E521A3D7811A13DBA858F3DCB848BBCCB14113D2B21333C00D4213D48271BBDF74AA03D0044113A2330583D3B287D3DC69A90BCA4C6823D80ABB0BCF8CD293DEBE653BCAEF786BDE607AEBC309E013D3B54883D6E438BBD0B1346BD08E6313DC35F2EBD6B4B8E3B781B6EBD6B80AC3B662825BD0676983CAE96063DFBEB823C2B3886BD8BEB7F3DF7A78F3D040799BDEAC78B3DDC1893BD7072203D5644A1BB6B3DDABBDE3226BDCF67863DC0A75C3CC0DFBDBBD62C41BB3666773DB81CA93D787342BD9F5F97BD48EB66BDDE5339BD5B6E8BBDD65DF6BC7E0C04BDAB2E1CBAF0B0C23C98415B3DA33661BDAB9074BD70AD14BDDB8D7BBD5614933BEE6B81BD2BDC7BBBC0D73ABC422984BD9E1A1ABD3B33153D56B5C3BC77A196BD0AD98A3DBBD6D4BC0B8E243CD63E893DF0F5293D84F289BD7FBF963DB04BBEBC3B24AE3C1EF5173DA648EE3C864D693D8E091ABDBBAB7D3D3BFA583D4CAE95BD9685FEBC2F7D933DB0587DBD3C6D9ABD0ECE523D5B8EF03CABB2153CE417883D6B75863B9869A63D738362BD06AD92BD207494BC68EAA53D66EB91BDEED10C3DB6CDAE3CE88810BDA3F68BBD0BED0E3DC801003DD6D70EBB00DF063DC8A83A3D6E6870BD5C8793BDAB0963BCEB7D44BCEB1B03BD1BADB33C92F782BDAED6A53D4B6089BC60AA3EBD16295ABC0B2487BDC3AD93BDE690C53CA658BBBCCBD638BDCE6A1D3D9251853DB616193CE6172ABD88BE393DDB18EBBC5E011EBD101985BCF0E2A5BC93C2A43D6B0975BC56AA99BDC6CDD8BCD06EFA3CB398133D5BF964BD867170BD563DC2BC409DAE3B4B738CBD5E231D3DC61F80BCE88E463DC075CB3CF6DF59BC806FF6BB4BDAD13C0B6031BD40F9B0BC1B371C3D7C5398BD16E887BC501A8E3CC60730BDFB96213DBB15293D36F245BC9659DBBCB033253D96D4993BFCF683BD2EB9443D8E02A83D0011923D9B4A3CBDD7729E3D06400EBDDA5381BD386E743D30B570BDF0DE9C3D1E43A73DB86965BDB30C623DA62D82BC0680B1BCEB234F3CBEEB003DDB5068BD745CA73DEB2A6F3DE33245BDCE2E213DAB66723CAB953B3D005AFEBA76F2E63C5BCABE3CCC7E9F3D6078403C871C8B3D80E4613C06E3DB3C0B0F18BC364914BC5C4580BDA20CA43DF8AC38BD06A7323DC0819D3C0E5A5D3D9086A1BD80BFFEBBA090A3BDAB5686BD4611F13CC045A1BC98FB633DBBA37E3DAB1256397BB6CABCF0C36C3D5EB9A23D3609253CA46D8EBD60B40E3D20E463BCEE7E7BBDBBF5923C0065FF3AABDCA13A04CBA93D68412D3D407B573D5693353A96FB86BC2BFCFF3CD0637FBD7347A13DEBB0293CE4A29EBD301A45BD6898243DD68B9D3C0697283D064DA8BD567DD7B9FE5F4B3D808F3C3DC04B943B30BDA8BDA026953D481B033D7855053DAEB94D3DF0BB493D96391ABC2316623D98F4673DF017A93C488283BD9B7A6E3DC33927BDC78B913DB89954BD402CBCBB18FA03BD60E53ABDE628E1BCFEFC5B3D208AE13C2BD9FBBB321289BD08183DBD46DA413D6E721FBDA29983BD88363BBDEB44E4BC5BB017BD08A3343DABBC82BA8417A13D4F1C9DBD48622BBD76C8E23C0347513D7B2A0CBD5689083DAE073CBDE0BA4EBD50A83A3DEB46A6BB50C979BD803C53BB1834963D56DC9B3CF09D88BC605577BC366D4BBDC028423DAB7EB43ABB5530BD563A9E3B1002D33C8041673BC052DFBBC66EA0BD80A224BB0664DABC56DC8BBAD8AC51BD56C9003D335653BD1698DCBCC6EC1CBDCBD52BBDAB9E9B3A46E217BDA0BF13BD96E60F3CAE750F3DA36922BD6EF6353D208DCA3CFEC1833D6B16043C93098C3D93CA99BD80E4C63CE0A892BD7B4F103D0BF302BDA0F58BBC8C8D903DC4C69F3DF62FABBCE67C44BDD8853A3DBB3217BDB38320BD545880BD7299A93D80F4A13BB079853CC37A46BD431E1F3DEED4A1BD7B2DC6BC16A750BC28E2483DD66BFEBB6B13443CFF7F823D905DF03CF3A68A3DD6A4E8BC0EFE523DE0A053BCD6D4C5BB46E1913CE28AA43DABFAB039E0D011BCD89805BDE09B57BD7611443D66A48DBC90F4E5BCB631943C0B13693C56A25DBC9CA18E3D16DB503DD652A63CABB221BDAB670DBD6667943DC0EF8C3CE6EF9ABDF6CA37BC3B95993C704AB83C98CC903D2B2D2F3BB68924BCFB59713D6BA849BC40F2DB3C28AB7FBD300EF1BC9FBA80BD8BC4073C7ECD85BD8002823DE85617BD46EF69BD9654A43B0EDB20BDF8584CBD33F2793DCBA8DB3C0BB85F3C58D8273DE61DE4BC0BE40D3C82AFA43D4EA913BDE688093DDC818F3D40D03EBC436E8C3D5057B3BC9B4A88BCF006AE3C401953BCB043B3BC1B1785BCB0B48B3C5B8A3CBDCA5582BD86C085BD62E3A73DD681123B43CC183DC076A3BDD6CA47BCB47385BD40CFEBBBFB07983DA6B8773D007EF6BCC86B39BD7BA58BBD385328BDBB78E93C161E4ABD989E3B3D1637F5BC581E9E3DAB28A5BC2BFC72BCB63B493DEB476F3DC670763DB343773D845EA1BD4E373C3D8E8532BD182B723D74CA843D40B2E3BBFB63EB3CF06D903C03F9153D4EED643D1096C53C76B0E4BC56CD563B2BAE1D3C2A058DBDBB62E03C03675EBDCE77583D86F0983D00D3393C20E78E3DAB94EB3A98A5563DEE482A3D24398EBD9EE188BD00E6A3BCB3DC073D0B107EBC5B718ABC8E674E3DE0EF983D2386103D5657CA3CC67B2D3D8BD5393CE4B399BD204FA9BDEFF99EBD321596BDD842813D00E0C0BB189A6CBD86BA943C0090E53998CD4CBD164FA3BDA6079E3C0011A73A1B44F2BCD34F3EBD56A3B4BC4B5D943DD69688BD8E4207BD2037D9BC5E6E9C3DD666A63B03B3683DE07D07BC809855BC0EFE413D7E5403BD3BFF4A3D0E4C953D76F70A3D18AB523DEA4284BDD4749D3DA3D24DBDC007403D0B1AD53C2BCEC73BF6D1B03CF871A7BD00FFA23DABFFAFBB066E983D2BB5053BE0220BBDABA4553D5604D0BAA3C558BD408E2B3C2EE0A9BD98C552BD84B08ABDD6418C3BC3E93BBD0045EEBA88C681BD0E0A93BD00B31DBC20DB203CB09E753D906BE9BCBB5AA23DD61574BD6055EC3C328A99BD10199A3D1ED400BD98963D3D168A833BE84209BD46BFA2BC0008FFBCA3B8503D784B793D546DA23DE65DA2BCF6CCCDBC4E562BBD80D4BABB101BA53CABC1E0BB638E5CBD6B6BC93BAB4222BB238388BD76ADB9BC007E5FBB6CC1A5BDEBDE3D3C0675BB3C80F7FFBBCBA73CBCABE3023B4B01AE3C8B8A23BD2B25FEBB9E00443D562DC8BC56A5F5B88BDA9DBDC8E881BD766103BCC0E0EBBCD6EFA53D961292BCF66A8EBD6E87913D33A25CBD7B428D3D60A20ABC2B0C863C405BA7BDC8DD9A3D56B975BAD8292BBDAE9673BDD660783C6B22A1BD8E0F7D3DE8103B3D2CED933D03F7973D2B1A49BD76DBB8BCC816513D406C5A3DBF0CA73D2E0C0DBD6046443CD66A39BB0E94443D703A27BD9E819A3D9B19CABC5B8C293D27C6803D9B74AABDD6617E3CBB0C6ABDF653243DC626923D5BF9D8BC864B67BD537C2DBDBAED843D6B335DBCB0117EBD93B08B3DEBC75F3D36CA13BC40281D3CF6A3273C2EF4A43D6EF8453D3606763CAB98F33A3BD7DB3CD3297CBDBB0F393D98680F3D40101E3CC81E463DBBA683BC16FE9BBDDA0A8EBDBCE7A03DB62DE1BC782E79BD4C01A73D984A71BDA2B18A3D6B03983D165D2DBCC0C1463DBF9F823D5894A0BD50B336BDC095313C3006D63CE60069BD76888CBD7C8FA33D3BDF20BDF378A6BDA8F1153D7E842FBD1B40EEBCF06DEFBC308A9D3D0BE5013DFC3AA73DA643F1BC2E69773D8F7D8ABD48B44E3D2B845F3B80F24B3B9E5B913D0026D13BFE2A11BDBB423CBDF6395D3C2661E4BC1E942C3DC0898EBD2E6065BD7BD8943D802204BD1634A8BDB034743DD63BB9BC0016013AF37B533DABE3E33CEEBDA3BDABF1743C575CA53DD6C69DBBA837783D1E84953DF094FB3C00BF9DBD1069923D8BCB863D2BA5CC3C6BD5E0BB561B6BBD407F963C5B27EDBC50F0983D5823AABD9630933C5681E6BA004065394BB829BC3376103DBC8A92BDABEC923C904963BDE630D93C16D6E7BBD6422D3C867A403D7EB807BD2F5A89BDF03A1FBD781D8B3D34EC8ABDDB74583D460CF1BC569C8F3BD3CD0B3DD0AEF0BC931F6BBD7B09E73C5B224E3DEB5DFE3CAB3A3EBBB694113CBB4F0F3D968DD93C162F29BDD00B763DC0C036BC98A806BD7BF6CDBC8052353CEE9C30BD880779BD03573E3DD3458B3D27A0A9BD50D0873D509648BD7B3FA13C58F29D3DB37355BDC0560CBD7BC3C43C038255BD1BD904BD7C118FBD8B571F3CAB1C553DE0D5B63C2BFD72BCF2C7A13D8F35853DD8B039BD6E41433D8B9E9CBC9B28DC3C8B55143C5865153D60A12DBD708424BD66AA42BDB3015DBD9E2E13BDABDDA33C3653C23C965B813CF0027E3D13CB813DCBB9893D6B71543DAB482BBAF0A9AD3C6EE12BBDAB13B73A4006CF3BC3898BBDC7AE8B3DF64B97BCA79B823D9820223D666639BD7016C83CD66616BD380028BD16B4D83CEEEB263D70F642BDD0912CBD88E3803DA6F6FABC4B1965BDAF8490BD134D453D33E4753D242FA93D4C2380BD00BA233CC6C7843CE013073C0BD2893C36A69DBD0A11A4BDE0850DBD161BFB3B00D9CE3B202A43BCC072AABD6624553D2ED364BD5615A23C7E6979BD330F763D5B5E893D885F32BD1E6E923D60AFCDBC04D8A5BD56E95CBC0CD280BDFB618E3C9BEB833C4B9416BDF0D7C4BC4039C93CF8E03ABD88550C3D50C47CBD2E7C473D366822BDFC738EBD40F9823C56E80F3CA8147CBDBF08963D2643F6BC6BED603D804DB0BC3643643DC68B24BDE63F6DBDC64F8BBD8B3E2EBD4E353ABD3BB81B3D8B4E61BD4B6467BCE606F8BC10DF00BD563E27BC18573C3D00C40CBDB7018FBD9E60683D465846BD8B8C6B3D8BF90ABC006921BC8612A03DE0C8753C3A659ABD4E98A3BDF0A49FBDEEE37BBDBBC2F63C40C50D3D70DF303D870A9DBD981C4D3DEC4B973D83FA053DC09106BD14FF93BD93BBA83D0BF3053CEB34933C56A74E3B0B2B653D4BBDA7BDC38E2C3DF8FA67BDAC4C9E3DCE3185BDEB8C96BC4696E13C86FCE23CEB58E43C2B645C3B7069BB3CABBC65BD8055A1BB7B57BE3CF8E6883D4EF08ABD9BBC06BDEECE64BDD06230BD7E7A47BD8B5F50BC06ABF63C90C484BCA0CC883CD066A1BCBE3AA4BDB6A42D3C80216F3B36CD67BDEA55A4BD4B8DA83CEBD9BBBCABB8883C063895BCF017A8BC68E508BD48FFA33D460098BD907DA9BC5B10BABC3B47F0BCE00F2D3D5FBE973D3EC18C3DB31826BDF3EF14BD8381073D3038373DE8178FBDD3C11ABDFEE420BDEBE404BCA6F9EFBC4AED83BD963965BC96D29DBC009ED13BBE1902BD26541FBD3261983D30B9C4BC584E4B3D7E425FBD0BF813BD28E50A3D26CA863C16B280BD17F0833D8BD8B9BCABAAC4B76BE639BC4E58823DD041A53CE8091F3DA07C94BC3229AA3DF3D4043DB67C283DA07284BC1A488DBD2EA9763DDFFB97BDF8B8A8BD6BB0013CF0F483BC88EB75BD145F833D2BAE093CC8301EBD7E7F5B3D76AEF13C274185BD0BAE61BC4C0C93BDEB363EBD8022763CC020BD3C280404BD6B57F0BCC6BD91BDDB0453BDEB89ADBB563B443B930B403DB3C1623D7BF0943D60C0843C308F7CBDDB05C1BC3B2F96BD00FDD1BB16BE323D003A1C3C68DE1B3D1218903D3E95313D1BF38DBC367D9B3D38383D3D0E527DBDA034443CF8A1243DABF4DA3C2B4CA43DB0FF5FBD0B43403CCF75A53DB31056BD60D637BD9648673D1EF52B3DCA4E863D2B1C6DBC96544A3D53AE92BD20CD44BD96E35A3CAB3972BD5628BCBAD6B6FEBCC7B6A83D96F3CBBC1093ED3CDB11833CEA70A43D56C3633A96EB413DCEA167BD6E3B76BDC6B1303D2310543D8BDB2CBD7AB8883D761CE13CB87141BD089C243D4CB2A93DA6FCAEBCD28E843DE6B8D2BCA82FA0BD78DA86BDD68CE5BCC26BA13DCE700F3DB727933D18FD2C3D004D9BBA488A61BDEE1B9BBD6697E4BC2EBC16BD0A9A993D20E4A4BC360425BC80A6773CC8198C3D2B7D0CBC5EFF323D167D6BBD7799A2BD967951BC9B621C3D6ED1553D3BE9F83CE259813DCBB248BDD083993C0AFF8D3D764453BD73396C3DF83E8ABDA0035E3DCEF3313DAE16953DB6A313BCEB2596BBBB124DBD247A9C3D2B103DBB9B6CB1BC0061B23B007E313DAE222DBD37E787BD9032A6BCD023CE3C565D093CF099B5BCF68F313C2BFFDDBB273E843D039248BD1795A43D56754F3AC0BF6F3DDB6C093D075D80BD8BD6743D5BFCEEBC089665BD7061153D6618813C9EAD2BBD335F20BD4C36953D52A0AABD8041433CABABDC3A",
      torch_tensor_16_torch.float32_4: "0x04000000CFD2C53DD05F9E3E0D47993E654685BEFF62CE3D25BA6C3E7B6CA4BE8E62673E369561BEC5E282BE357719BEDA2C08BE8FAE15BE0E76D03D0F410C3E81B40C3E",
      torch_tensor_16_8_1_1_torch.float32: "0x0400000092FB273E5DEFAEBE848A48BE0DB5EEBDB5941DBE990619BC7409843E08189E3DB1D1A3BEEE6BA73E3DC1913EBDFAE33DF635313EEB56073E0160943E8E1AAEBECB5F61BEF7E737BDE7BB89BDAF7070BEE298ADBEBA3F8ABE21EB60BDA2A9993E3E06703EE5B5D03DB55B5EBE90A511BEEE810B3DB1C9A7BE863784BCF63D933D3BA8A33EAD11BEBD36AFB13E3F82DA3C732D7BBEEF15AB3E8FF09C3EA1088FBE4A0452BED41B2D3ECCC35EBE3F2B763E79BD2CBE2FBAE0BDDDDBCFBDBFB2AC3E85DAF4BD33CB8CBDAA0F5B3E6EB477BE2038DFBADCD28BBEB613A7BEB750A5BD5116203D125E9A3E9898ADBE9259D0BDE58BBE3DADB5083EB285533E408E91BE8204B1BDE06DA73D391B91BE936F363E08B9ACBE21E8613E7A68EB3D4CACCDBDEBE7EA3DCE51993E442A853E7E985B3EE9C052BEF511D03D2AD8873EAD697F3DCFB16F3EB18760BEBF757E3E872540BC7768A2BE0BB3BBBD4EFE9F3EA5F3FCBDBED07ABD56D410BEB8D944BE64E37A3DEA9F5B3EBB3C2B3D28A3B2BCE38AA73C9EBE87BEE3C13EBE12EE903C0FB090BE8F51333E3ABA5C3DBEFA733BA8DDB9BC69E3983EE233A53E23C6303E5DD0333E7F8B2FBEFEFE133ED1DE74BED6761C3EE58980BEC679FDBA3B33833EA567703EF00EA03EC9FFF63D10890C3E592CC23DD12E843E12FB3D3E38A7D53D7EA4FCBDAD362FBE8504B3BD65C72C3E961245BE",
      torch_tensor_16_torch.float32_3: "0x04000000D6B074BD802DAEBCE0B4A23CE65DA3BDD6F757BDC66BED3C1CB5A03D4BF1CBBCABF246BA1AC0A4BD60D0A3BDCB6C943D3AD4903D400ED0BC33F806BD6BC5B0BB",
      torch_tensor_16_16_3_3_torch.float32: "0x040000005B47FEBC903FA0BD107F44BD34F0A53DBAA69CBD68F4A2BD2BCFC4BBCB30D93CFBDCA9BD5C739EBD5689ED395BFDE4BCD3CC6D3D4600C43C7C2494BDCED299BD48696A3D361A72BC985115BDE606D73C002B86BCE63D233D161EAD3CD0C913BD9CC988BD33C7383DA6134DBDEB0217BC00AE3A3C0BA546BDC3EE393DF31670BDD6AAA73C0B06123C567AFA3CC67EA7BD00BD9D3BEE66263D06875ABD3BEDA83C5631AB39FAC8903D708D90BCAB3E153A687514BDC63EA8BC8B6EC33C3E99A4BD1078813D0374753D9E8D103D70857F3D4681D4BC9B7E9B3C00EC8A3BB8076CBD603903BD8B5AF2BCABCAA8BCA28A97BD680E70BDE0A701BCE0B24FBC0BEC9ABD16DD913CA8DA393D30228E3D3BA28F3D1E836EBD50C8DABC70ED21BDA06A7A3CD6EEB63C50E2973C1077473D7014343DA83537BDB6516A3DB640663D76AE343CEF7B94BD335951BD303EBE3CD606EC3C5E239F3DFBB82D3D966DF73C00453ABBB3BE683D2B7BF8BCD6FA0A3D9E9222BD56E54BBAE8B9493DF89E1C3D903199BC004E8ABA487C3DBDE81A1E3D48AD653D36FDEA3CD025A5BD385874BDF381643D967E43BC669F513D66997B3DD6F8C7BC8B4448BDEA8FA0BDFE90023D80102F3DCBB36CBC00B0A5BD3BDB5BBD402193BB20C91B3DEBBFE4BCAE595CBDB6A06DBD54B3983D8B35F73C2F918ABD53CC52BDCAE090BD008A453C889A0ABDABE693B94BFE57BC466495BD1B8398BDBC5F84BD38F40EBD565B543C6B8520BD00AB42BB408B23BCDC149C3D869A1BBDDB58A03DBE0483BDA6648EBDB6FFDD3C83A746BD00142F3D7ED73CBDDC64863D5341A53DEBD0AE3B40E6913CB21D9F3D16594A3D6EFD94BDABD22EBB960E9ABDB85E823D20157ABC004618BA2EB651BDF89939BD9631313CEBCF8C3D7B922BBDEB03013C167D9A3D2AF4983D207785BC94F59F3D1B9BF83CD76F9B3D2B09223B9EA390BD16D3B9BCA6C0CC3C3306363DFE04AABDC4C0843DD71999BD86FE473D1A64A83D7B3BA83C30D780BCA3F03B3DFB9DCABC36D67CBD763D72BD207D203D9E57823D00255D3B087AA5BDCCB2A7BDB6269ABC2042383D807663BDAB01B83C06903ABD5EDB8A3D40E1B2BC66448EBC3BB095BD5EDD98BD2B8DB83B2BC35C3C4869383D643C95BD0B3C6F3C403C45BC8639483DF0331BBD8062CB3C068C093DF0762B3DB625EABC86B0DB3C66CA85BCFBD3B73C0EE351BD039D87BD5F9A8BBD489256BD337610BD8B3B4B3C1B5395BC165042BD5683373A7B95D7BC8368523DDF8F8CBD6BFAFBBC205A5BBD4078283C40F9943B96159DBBB755A93D903602BD003D44BC365FB03CC0708E3D7F5C813D40F91B3CB02201BDC644E03C10C3563DAB1AE9BA4B673B3D5EAD8B3D2BE036BDE0EB96BC62A799BD5BB59C3CD343733D5B9184BC60DD593C9B22DA3C00F9E8BAE8AE843D56F5463C8EC1A7BD26EF8CBD3317A9BDAB18613B8B83383D0B2134BCD872993DA0A075BC4B928B3CA7E5993DFBBE2C3D803B2EBBDB63A43D3EEF4BBDD646FE3C8B90573DCB5953BD8C50A0BDF65BDA3C807F01BD43402CBD3BC9873CE39C77BD8E7F993DEB1EF5BB2BA0DABC94AC8E3D3015BE3C3010823CB83323BD78A8A23D3BEBCFBCD8F28D3D2BBAC8BBC3392B3DCEFF6F3D9E1F7EBDF07F63BDB3C3A8BDE330763D5AC5923D707EF9BC902D27BD208B643C4EC4373DA081A83C46468EBC101D59BD3AF7913D580D5DBD40EAA4BDF84808BD1621883CB0BDFD3C80FB033DE6BB45BD130003BDB6C817BD3E4B25BD7CBF8FBDDBBD8B3C0688C6BC8844A4BD784F47BD83FC4CBD0E3D13BD4BE952BD6BC66CBC70A4F43C771F8ABDEBEBE9BBE676C4BC6E822EBDC09597BCF0AA10BDD6912F3B386476BDCB75813CD0B19C3D936A8D3D380A19BDCB6AD23C9A50A1BD12B18F3D9414AABD208398BD043299BD837D9EBD2BE8383CF684B4BC0065A33C2BF5A8BBABA1EABA80A2F6BCE3824ABD42E48EBD333B2C3DC3FD2FBD06D78ABCA8C8253D0B12A9BCBB1FACBC608C63BDC30592BD26D4233DA0059ABCD0A1563D16B9B33BABFADDB8FB139ABDAB26F13ACB479ABCCBC642BDB0FE9DBC80C18E3B269880BD5608633C3E816D3DE0DB863C0CE9A23DD0471F3D9A9886BD8B5A06BD6647A4BCF636CC3C00C41BBBBC55893D0B9B1E3C862B58BDC046FABCF0FC8DBD3B3BBCBCA3D1273D56F3523A9CBFA2BD70AD93BD867FF73C6ACB95BD8B2088BD0E824BBD60AAA23D061DC2BC70BB0CBD007966BD765A5A3D6B755CBC56A4833C0B15A33CBB87C03CCB7B5A3D2BB48D3B0B3A0D3C6B54B1BB979E84BD263A9CBCC76EA23D1BE971BD286B57BDDB5AA9BDD694A53BDCA09FBD36D42EBD60429D3D485E0D3D4BDA353DA0C9693C720791BD43D41EBD272A8ABD061153BD6B7AE83C2657BDBC48C9A63D3ED178BD0EA691BD4684A83D726E93BDC239913DB6D3B73CEB8D9BBDABA5943D20DAB9BC98BE0CBD0E2385BD935B90BD8BFE973C9CA3A7BD43430C3D76B1A8BC4094EF3C1025A7BC2B14EC3CAB2E15BBB6A5C83C7EDE0ABDE6C86ABDD6E12D3CA6DD59BD8E9853BD8C1BA4BD3699D9BC301364BD3EE8843D3BFB753D0BF9A13CE4AA8A3D585B243D98C5A0BDCB9B08BCC09F5DBCBE3E4FBD506EC23CC011D5BCE83723BDABA87EBA3EF162BDA4408D3D36FD573D4F8DA13DEBD371BCA0F4DE3C80AA5BBB23398DBDD06C1A3D2B6B6EBD0B6EF6BC7BDB18BD447FA6BDABE3433B96AC5F3C6B02CBBBE8087B3DC0ED823B76B178BC882D3ABD3BB84ABD401C42BC7B5448BD1B2B61BD169534BC401271BC8E5B50BD0370473D0CBD903D10BB68BDD681153DD8611EBDA0C40DBC6F519F3D40B52E3CE7B9A2BD57E49C3DD61067BBCEEA2ABDF64234BD2F5A923D5658B83AC3873C3D7855603D737B04BDD6C5E73B16CB5CBD0E848E3DBE7E34BD73B8623D70F7AC3CB88E523D407E70BD56D729BB7EDD303DABFD59BB00B99CBA5655263DF81C7FBDFBDD88BC7B791B3D1068273D20839E3DE00A87BC10C0A13CF6F127BD762665BCEB5A2BBDA8F37C3D0012053ADBDB0A3DC3BF3B3D766D7E3C164C113C96DCC7BB449190BDA0FA5B3CA63D97BC3F738FBDE3019F3D568E11BCDE5A2ABD9E25A6BD23319DBD1BFB013DF8D11BBD637213BDB68045BD6AC3893DF61AA4BC063F5D3D307D873D735184BD68A67E3D4B5C82BC9075A33DE0582E3D6652A5BD60A67D3C90F9EF3C16A7F7BC176B813D57558DBD3B9DD8BCC49DA23D5FAEA63DA8822A3DF6C14BBD82D792BD84C38ABD76A8AABC305D413DE621D83CABCE25BC3A7D993DE204863D7B881FBD08D113BD562680BA60AA8D3CAB621CBAC3C6033D90806B3DAB2F76BC43A0273D60B1393C8305033D2E850C3D0677B6BCD62F18BDD8E5113D068A5ABD6833333DB0015BBDA62A6A3DD6F4083D363EA7BC9E1A433DE6D1E0BC3070913C4BFEC83C80700B3C2B17893C56D6D8BA3B38C5BCE66E3E3DEBA1063DA0A1FE3C7870663DA89732BD0B9C9EBC00AA1BBBB2B9893D5AE787BDE0C943BD7B9CA2BC9BC891BDABD686BD0ED2693DABC37E3B1F4C89BD4B7161BC2B8D33BBF0B2F2BCFFC08EBD1BC4393D6BA228BCA3A0A63D40B582BD43633BBDC0DD8DBB46B26DBD1EC1783D1BFB833DE29C9A3D7B7857BDDEDB723DC6FF6C3D9BD007BD96D1153C06A7223D2E41743DF3669FBD54E9A93D30A3ABBC16130B3D96FF53BDDC5583BDB02967BD9E2A493D4B5E28BDB06B463D3B61CE3C43C6073D70D797BC80F1D7BC03B41FBD66CB3EBD2A5C9D3DAB6694BB386012BD03CA9EBDD6956D3B0069A9BD569E80BA3E85573DEE9844BDCB8A3B3D96C3D9BCF24283BDF008A9BD4091293D689382BD48AA263DA07C433C4383393DE44980BD3B3F953D46FDA9BDC28A81BD83B14C3DD69B393BAEAB3FBD06338FBCDAE197BD628894BDA67692BC8731823D00E0CB3C26BB803C10EDB4BC0B569B3D0038513A1B81E63C569BAD3A000E553C9BA5E33C60F7823D6679443DCBBB2E3C0E77083D9B4CCDBC6B50693D36A3BF3C7ECC803DD62C55BC5F588BBD9BDB863C80D30A3DF8E6893D3E4C043DA03AFC3C43D1873D209BEABCB6AF963DE8FF2E3D3BF5633D806F733DBA6E8BBD4EC9313DC3F29E3D3BCB6FBD6B09EABB465050BD10D8A4BC00794B3C0B95363D5B30C6BCAB9BA1BDB34E383D9B7F3F3D808477BC941A923DEA90833DB67696BC80E5523B0081703C4BC685BC2B2FA8BCE8131ABD961C42BD68772A3D16B6CABC2EC023BDE256963D764B5A3C9047763D04879B3DB65540BC96A84B3C543B9E3D6ED96ABDA0AECCBCF648423CC041B9BB80C0B53C8B7B333D4E6E0CBD809FD43B93679A3D002541BDA67767BD73E282BDF6084C3D7A8A9CBDA0FD25BDDB88663D6E9F4CBDE3C98A3DA38F1FBDF6FE573C76B9323C2BF505BBF898543D70F3903D9E1D55BD5E6E3F3D4B66B63C008ACBBAB8A96EBD4B81CA3CA6C0773D6A7D92BDB29E9DBD98C7A7BDE0BC9D3C6027C4BC1B0ED4BCEFEA9E3DEB1FAEBC4BC358BD80A0F53B3E583BBD7B04C8BC5E4D343D268E9D3CE03A6ABD307BA23DF3EE663D88AE68BDCBAD143DAB420C3D90EC74BD08E36FBDEE508DBD000C183D00E06D3C0041103D20EC15BD0F54803D8B562E3CFA2D88BDE6D3ABBCEE312E3D4B1B963C40DF50BC90796EBD2B5554BD9F34933D288743BD1EE2713DD07FE4BC565B5A3A8831A6BD16E9DDBC56DE8F3D773999BDF6BE2B3D63A18FBD3623473C8CBB9ABD081B87BD5FC789BD00B7ECBC76E6393C8E417ABD3003AD3CE0944D3D94208B3DBB1D973DEBBA603D3B05C9BCD6A7FBBB6600973D9ECC293DC609B5BC6ADA803D5C2695BD7211923D60FA3E3DD35A7ABDAE328BBD3B77853D665DA83D5649EE3BFB5E05BD0E5C423D8BFD193D80652ABC7FA3883D5B3E5D3D7B30AA3CDE3A313DE4DC9FBD2EE21FBD6BAA153C76A5B93CD6A73ABC18E2003DD6F5CF3C17BB9DBD5653D73C8004DEBB10E36ABD2B4F383B00E5A7BCFB4235BD8E849BBDFCC58E3D604A4FBD2B61373C97B8883D16022CBCF3B65FBDDF1CA5BDE0DA623CA6442BBDEB22C73BE60EDA3C466CC1BCCE70673DE0AB31BCC03808BD58B061BD4B1FCF3CF30753BD9B808F3C8B512CBC43956A3D1E5627BDFE2528BDCB7230BCEB7A50BD9B21023D6B0FFABC680A0C3DBE19463D0351473D4BA67ABC28473A3DDEBE34BD2B0BAABD4BF001BC4B7D77BD633884BD0088AD3CBAD6913D785306BDC0779ABB4B4B77BD16A16E3C50A0C23CF69551BC26D9813D735B89BD562F37BCCB763DBD08DB953DA08E903D7FE0A73D58059D3DF62F073D94AE82BD268867BDB0A6A33C2B5F98BDAE17583D6664143D6BE1A23C2EF694BD604D783D368010BC833C0FBDA836323DC0C1E63BBED617BDBBC79F3CF09E63BDB89E9E3DC096953DB06A1D3D2693343D04A7A9BD30BE3DBD183AA4BDABE731BDCC7E8DBDE83E7B3D4E27383D0304493DA08717BD7714823D564A45BC06DFB0BCF3C8373DAB0A623DA35375BDCE7AA23D6BCD09BC50D2B53C66F0A9BD16FF173C70EE28BD03B955BDFE830EBD0084CBB99B7AC2BCF8A75ABDB063743DC017CB3C7BD49EBD8B338F3C4BB2A73C00AE483BDBC4A53C969FE4BB9647153DAE4A70BDCE8911BDE6B17F3D487853BD0878273DC4E99D3D370F9CBD2B8A15BD7EA4913D801DA5BB86C4863C4B50423CC6A90C3DE0A30CBD2B40313C8082683DC05DE6BB46949CBDA6F7EB3C7646AEBC6B0590BC7304323D8B476F3C867D4EBDE6831DBD368B4FBCC6A9A8BC368590BCEE4D69BD5645773DDE05313DB6B8863C00929A3C4BD61F3C003A7F3D7B799A3CEBFB4F3C7BA23BBD56BBE33CA8AA9FBD204ED73C9BEE93BDAB440DBDFB33343D604D4BBDB6E5873DF8973CBD67A7A13DF667D23C10EB13BD082C503D232497BD463B58BD46D955BD80BB333C6B22063CA8CA92BDC7AFA43D5605A7B8584536BD5673023BBB8412BDA057BC3CB621F73C60A5C1BC56319F3B98184B3D8E035EBDFB3998BC966B49BC9ED461BDC067DE3BD6B7483B34DA89BD460A8C3C47E5A23D968D353DF62639BDFB389C3D68A16ABDAB8C2DBD4E8F163DBCC5873D66DDA23D5EEE923D28F43BBD5B369C3CF85356BD5635F13AEF658D3DD811283DD2969DBD88E612BD9CFF8FBDD8CA203D80522DBCC38579BD5B24DABCE006E03CD6CDFC3B4623A03DAB0391BACBBCD63C56CCCEBC2BEC223CD6A4433B7799923DB3050F3DEE8542BDABA597BD0061A2BD80EAF7BC767D303CB38EA03D762606BC4B75053D68792D3D12BB82BD9A2D8DBD3056013D40191F3DD3EF1EBD76F5553C031AA7BD56AD893A5056A73C56C74E3A20B858BCB3120E3D6BA4BBBC1E167E3D0F0093BD281243BD687A8EBDF3599ABD730C7D3D06F1A8BC321086BD76978D3C033D81BD40288D3B8643223DBB5A90BCA6782F3D1B1D8C3C27F388BD705C863CA0095C3D70419EBC6009013C602E2E3CD6D0EA3B5B75B13C0868A3BDC77C813DEEDE143D169B283CAB6F783C1FA389BD66EAC2BCD68C6DBBB646A23CD03D3BBD2BDE103C30DDD3BC1673783D607E92BDE0B80E3C6340673DC38D84BD80871CBB46BA1D3D93BC093D4090203CABFA093D40F16DBD50258E3D569CF33AF3A35C3DFB04973CCBE317BCB334123D9303A23D3659A83D74A88FBD009DA53BAE3475BD98E0463D930A753DF6AE6FBD16D29DBB03326C3DDEB9613DAF5180BD782E653DCBB771BCB32591BD90FC873CA8031F3D6BB44C3D931468BDC83877BDC05665BD1370413DD22895BD003638BAE69BC8BC1807153D9610863C705D2CBD6B7A6E3C1C0F9D3D20CB603C4E2529BD56D8363B278B9CBD86FF5ABDA09B7DBCD3B354BDEA85903D3B83843C4830843D06739BBC4BE23DBC1033AC3CDBFBCABCDBB3E8BC7A6BA7BD3A92803D53759A3D1BFBA8BDB6DDE1BC181781BD508E0ABD2CEE813D1B96363DC0E0D3BBB8C8113D40DFCB3C7B683A3DD62589BD6604D33C22A3A1BDB07B60BD0666FEBC0B0605BC170FA1BDD6EA073B00FC593CB07607BDD66CDD3CEC21953D0B3869BC6EC935BD6F2E97BD183E79BD86C93CBDC6567CBD003206BD0E093C3D1B9FD53C73D3993D2472A93D3BD5F5BC33AC05BDCBD63A3C1AE687BD5EA8393DD6BA75BC76E78EBDA7D980BDB6336BBDE6A1BB3CFAD3823D0C36873DC6F9BBBCF84346BDE37E17BDE32B69BD9B01B0BCE3229ABD1B71363D73A1A0BDF65354BDA311653D0B527FBD9633A33CB0AA7F3D7E3AA83D0EB62C3D5B34B7BCCB0C433D2B3D34BB5B7ED2BCAB4A8E39DB20993CEBDE643D8E470F3DC0FB223D20404C3C567089BB26530F3D5632A43C2C4FA3BD96BD5C3C589517BD230235BD0301043DFB988B3CCB35673C43EC21BDA6B81D3DB628A03DEB07273C084C0C3D0CBB95BDC8EB4A3D7626ED3CBEC7193D18570E3DE08EB3BC96E8A3BB9214A53D10C4793DEEA974BD3669873D54DAA93D8B8E333CAE2685BD1B54843C36DF89BC086A753D4CF9A3BD60B2AE3C561C80BA40F7D63BEBCC6A3DAB50C53A846689BDCE1C47BDD3AB08BD009D113C73B8033D4BD97EBC80B706BD7BC7153DC8F0A5BD70846E3D56B71EBC7E826D3D47F5803DB6DA113C36F2D73C730F41BD568F743DDEC7473D0B7056BC400B053D16F498BB1657853D16820C3D18D9783DE6219BBDFC48A63D5059FE3C3BF3253D3B1E983CEE2E603D56ABA03D6BA0E8BB14098CBD8AB79C3DF6F78FBCF09D24BDB31E523DA67D3E3D36CB363C0069ABBB409882BC647C9C3D1EF84F3DB8464B3D2BA9593DD6A332BD9B898E3C58A493BDC04E463D872AA9BDA390AABD70B3A8BD3B7D523D16170E3C56B54639AB29593C932D01BD064DCFBC60EB65BD00B8A6BCEE0852BDD6B00F3B0818863DBC168DBDA3DB273D10E27DBD2E6C0DBDDB7D853CD6ED6A3CABF58B3D00C002B8CB0002BD262A0DBD801D203B0BF17FBD08D085BD430B12BDD64A0C3B368466BD2BD842BDDBB5733D5FB79D3DD6D5D5BCDE6B92BD40AE02BD4EC3093D568EDD3C60A0D3BC384F96BD0B45CDBC06A498BCA88F443DC84129BD36DB4C3DA0653D3CD6D364BC401898BD5E7EA83D407673BC36C4563D9B8F30BD5033A6BDEB0988BDA6ED2EBD5B68D9BCABCD40BCA4568E3D17669DBD7B5D2A3D949A8F3D009A0C3AAEDE54BD2BAD2E3B80F4A13CD006173D7682CFBC8B45EABCF60721BD3B12A5BD30C2EF3CCB0681BD20FA23BD00CE60BA5091833DF2BE973DB34578BD5A04943D46E1983DE6DE893DD6BCED3BFB11893D9ED7253D50ED74BDB6E833BD566BCD3A5EE571BD30CAE0BC3C99893DF6EA1E3D4CA1943DAB78273AD00B2EBD28E9613D964FC93B60ED653C4B9F10BDB6350C3D28177CBD2030883D774E953D3B52F63C10E7843DB02D4F3D735C02BD600694BD16AA333CA850563DF6AC0BBC00C3E53B73FE7C3D18EF0C3D662D7F3D607B483CF60B193CCB4AA3BCEB6566BC2E6835BD2035643D08A89B3D0B59FD3C562D1B3B0B5AE1BC3081A8BD0BD07CBC8E5072BD56FE7BBDE02D87BC7B4B86BC20B6893CB36777BD5B4D753D3C629BBD36A721BD7B9601BDAB5AA83BC3190D3D8BE7B3BC0B16553C769CA1BCF63F06BD80FA3EBC0B73893CFAC6A5BD30956DBD6355853D86581A3DD60512BB80782C3BC0763C3CBBAA9E3C960A69BD2016BABC3EA29CBDFB2C86BD867280BC404634BC7C7C853D202C6B3C0B625DBCAB4D17BBCEA13E3DF0CBCEBC963D7FBC9BF288BCF89E89BD96D23EBC7AC59DBD167937BD6E4359BD9E447E3D27379DBD5A71A43DD0F6FF3CB8AB66BD43658D3DA06E96BC588D90BD569B3DBCBEB0283DF3EFA5BD96A1CCBBFEE10A3DB80605BD00B4F83BBEC605BDF3FF64BDF0A7853DEB5C72BD000E80BA6B5EE33CE3C03EBD58CF243D4EBB8DBDD0FEA23D0E04183DAB4B41BC9EF78DBDD66B283BF025F23CA06139BDEBF12BBC1715AABDB09DAABD0B4814BCFACD8E3D2B8580BB3006D63CB36F08BDABE8DEBC4B1316BC0B8E2CBDE0DD503DEEDA543D26AD84BD1063D13CAB010DBD1E4844BD8B9126BCCBBCD3BC165A42BDAB37493CF6D2423D20AE52BC6B03BFBB2B7CCD3B9EB212BDAEB4343D72789D3D8092F9BB16A0B93B2783893D3CC98B3DFBEA7DBD86121EBD7369A7BD5010513DB734853DE076F8BC3BFBDA3C7B5DA53C9BD592BD4E4E083D607C273D5637F03AD6030C3C5BA29E3C38E6753DCACB963D363C443CE07E113D669AB2BC23814B3D964306BDBEAD8CBD1825203D2031FD3CA042963C033A113D5678223C8B56E83C68160B3D8B2138BD404F92BB0BC24D3CF6494FBC6A7E8FBDB683013C3E9A503D688B36BDE08FA73DDBAF9B3CDE2B113DE6CD03BD889B8BBDBB0FFEBC80DA263B60891BBD72FD973DFE765ABD88E565BD5025F2BC2B1D993D8E131CBD9FE39D3DBB08243DEB734FBC508A303DD045223D66BC2DBD368B8CBCDB4FA53D83B1433DD6B626BDC08FB7BC8B503F3D7E482D3D5674D83BEEA05BBD80C17BBD001790BC7BFEFA3CF68E11BC00B18EBDC04EA7BC885AAA3D2E0F8DBD1F7484BD7E92563D86D0A93DCE2CA4BD865B9ABDCB75D5BC1F29AA3DD8B941BD8078E93BDE518B3D8BABF1BCAB59D1BC431D65BDD6B0513BEE4B9F3D5B930B3D78EB6F3D00E9B4BB16DE58BC20EC73BCABAD423D800833BC62C891BD9BB7EFBC2095053D3B65A63D004378BCE39794BD70547BBD1B4886BDB897093D4B9B7B3D60E3C93C4661EB3C3B5F5E3D6660693D38D24B3DA0DF3E3D00B9B83C062F303D08366ABDFEED5CBD2099B73CE079543C6E0996BD28A978BD10DD87BD2E8C873DC8295F3D33A933BDB6004E3CB0049DBC725D943D28949ABD330479BD54178EBD0EA6463DD8A02ABD304D4B3D76C3E63C58D726BD5BE7B7BCB6210ABD6696163DBBE208BD0BADE73C0014C33BA64B88BDF39056BDEEAB6CBD5EDB323DCBEB933CD65109BB733E4BBD0A19A9BD2096F1BC539E82BD86C1A9BD6CC6A2BD00F55EBD7AE9A5BD06CED43C666FFF3C9B94093DD6E5A9BD1311533D5B18853C6E892E3D9BC8A7BCCBE9233DE3DCA1BD7085E83C1E55873D187C0F3D63DFA0BDFBA3BFBC768D29BCC8D7323D482901BD165F443C96A6EFBC0BE558BC006ED9BACEFF43BDD0EA6CBD44E48C3DDE648F3D2B5725BB4AB9933D6783833DE3FF56BDC3A107BD9B716ABD76B6DC3C2B1E0A3BE03C3BBCC06D7D3DC86A05BD03CF3ABD4EA572BD6EA52DBD527EA43DFBF325BD86D6BBBC06D8193DDF1383BDDB2C4FBD63397B3D80EA02BDD01E31BD00A530BCA08C42BC0085793CB647FA3C869783BD68189B3D0B43A2BD7635E73C669EC0BCC02410BD26A59F3DA776A4BD567EBA3B9EB85A3D3393983DC24890BD2B80243CABDAA83D472CA7BD20BEA63C9BDE55BDCBA45D3CE6619ABDEBEF273D367197BCD6FE4B3D0040A4BA369D42BC70BDA5BCFA449CBD2EFC10BD805F353B220984BDFAC6953DD6FD5DBD13FB04BDA09536BC2E408ABDAB982CBAE35D24BDCBDA8EBD56F5053BD716973D301BA83C9BC38C3D56A155BA0047EEBCD88C893D20C435BD76E29DBD0B69953CA61C2A3D7B094CBD3B46F03CDB32F2BC16A925BC9B2797BC760492BC7EDD8ABD764FA73C3B92B3BC707F823DC0E3633C27938BBDDCD581BDF8E331BDEE74233D60615CBD98261CBD2BE0773C4BA56CBDC81428BD0CC29A3DF67534BDFB71E3BC2E1F743D8BF9983CCAF4853D0A5B96BD2B9D2A3DABD650BC88AC5ABD1E3112BDDB14A5BD3E206C3DABFD82BCA458A7BDFCF4913D5B155D3DAB220D3D6209A73D0A1F9A3D7C7F9F3D1CD6983D6BB28A3DF6B6B23C6BAEE4BBD6B04F3BBBD90DBDCB60203DD6371E3B100FA13C7BDE5BBD908500BD06E67F3D56CB043C2B95EB3C47FE94BDF82A12BD80FE0ABBA0450FBC6EE3593DB604CEBC1E708E3D760884BCE0C2043DE84E70BD20BE673CA663A6BD186E92BD83745ABD061EBF3C56A5D33BA024043C0B5A15BC12678F3D622FA73DD8F5103D38B9873D80F486BB50F8FABC7BB7843C5B70603DB60353BC160B83BDEB70E13CC005AEBCE64E24BD0398573DAB5E39BB561D43BD8E3E4CBD23BAA03DFB045E3D8EC174BD56152738004FECBA8EB3223D6C2B92BDAB55A23A3675E33CA0B42D3D6BC30E3C603029BDAED7A3BDC87E383DFACF9B3D501CCEBC578498BD16BDC73CEE4E6FBDE8035FBDD615BA3CD6A701BCD6BDB9BB4614993D8B7B6FBCE6C54F3D3B76D4BCD0FC7D3D4643D03CAC14983DA019EE3C00D0F1BC7EC5143D8267913D5663813C4E5D1D3DCE2270BD63F2383D4F54A1BD7EDF963D90FA0C3D6BB3B33B6CBC9FBD98329B3DF0A5593D0C559D3D8E2E063D26E8E53C60D5B0BC06E10BBD384E073DA0C0EC3C800E31BB002B593C5B81EA3CC4ECA4BD8FED96BD80BAB5BCEE77683DCE87263D14E5A2BD40F8CCBCAB5210BC3B37E03C43A08B3D56E5EE3A34D884BD168DA73B43CF03BD669A50BDA80F3D3D6B6F37BC4349213D1AE4843DEB2F063C6B41403DEE3421BDA3893E3D802E5A3B78D3623DE02AA33DFF1981BD7704A23DCB47823DD87B89BD301EC83CEBF08ABD9672DD3C9622533C9CEBA2BD26D2F73CDB83BBBCDE1DAA3D7292A63DD6A9EB3CDC86863DE690F63CA477A13D001DFCBBABB8A83CA08761BC0005BFBA06F0CDBC961507BD2B74453DB379123D6EAD16BDA76896BDBEE5263DCFFD9CBDABAB71BB52D992BD8BE78E3D4EF88A3DD2428CBDAAAC9EBDF8CF49BD3B60BC3C4EB12ABD0B93A2BCB60AADBC76727A3CE07321BD563E1B3DEE4074BD2B11F3BBAB0E8F3D1B7A3CBD48F0823D7EA6313D8683DCBC7BB9EC3CB89866BD6BC5DB3B605FC13CBC9E933DC0003FBDB01F42BD735C2ABD3F42A6BDD00D8A3CD2458DBDFB41B7BCF04B18BDABAC983B0B16CF3CC30A78BD8088C9BCF64203BC9B5145BD30B49D3C80B8FC3C084373BDB232863D2B8D723D0017CDBC60264B3C803D263CC0603CBCF01465BD00A28C3D9EF8273DEE9E8EBDF44484BDDB4BA23DF6E9593CF6D69CBCA055673DA61DC43CB60EF53C8665873D6B1FD5BBC29FA23DAEC36FBD8EB34FBD0B57673C0BC225BC4BC8423DB6A2B9BC40B2563C96D98DBC9E20803D801CB3BB00A8A73AFE0E7A3D1EEBA53DA24DA33D68DDA6BDC3DF40BD6B3D94BC96EE8CBCAB70453D83291A3D2B9AE0BBAB60013B3B44923CD61F933D2BE2303DFB2B2CBDBBDA2EBD36E4D73C0B190ABCB0FA5ABD232FA5BD4092433CC05AC7BC989946BD9B6A803C4A31A63DABC08D3D6E9D423D9CB780BD20CF423D368B303D5BC4E33CEB0DAABC5632BEBA832339BD90C699BCF6C060BCAB6841BC78D8A9BD16D6F03C50A38BBDB8427FBD2EB50A3D47B48BBD34D0A23DD26BA33D70F0D8BC6B4D6BBCC49182BDEBD0A83BC0A1793C563E3BBDB012D63C002E52BB5B3CC9BC002897B9736EA5BD3B7270BDD6B9343C0ED1A43DE6504ABDA0D25A3DABE8F93B30DA12BDAB7ABF38D3A4233D366F223CCE13973D263381BC96EF63BD90389A3D56F8C2BC8093583D7324613D80CE713C00138CBD028DA7BD200B223DF0E7A63C069C463D386D96BDD61A3CBCCB74933D7654333D6FD48D3D7EFE853D1081A7BC437168BD78884BBD10DAE73CC87C07BDAB46AD3996E2593C4EE4533DE05C3E3D16D0423D00F75D3B18B3403DA6CB1FBD309E08BD762D58BC8E3846BDFC3B983DAB3751BCC677C63C2BCC29BBAB6395BA76ED35BD567AC8BB17A998BD983A23BDA056833DB613A0BD36AE603C9683593CF858A3BDBB55853C737C1E3DBB38773DAB8E7F3CFA67853DD6904D3B3B0E023D8687C93C1EAD7BBDEBDA95BC8E5E70BD8F9B843D08D6223D00C310BD76D979BCC63DB63CEACE94BD2B361A3B7ED2223DCB132B3CEB3FFBBBAE715B3DC079143DC7B897BD13E1483D0A9C86BD73BC3F3D9AB58F3D6BA8FB3BB6B8E6BC7B5030BDC69017BDB6AC7BBCB6820DBD446CA93D883B13BDC0B70D3D84439EBD60012D3DF638913D",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x040000004084F03D662E883CAE99D1BDB727A63C11C16A3CCD71E9BD09C1C13C9C47E63D33EA0A3DA84B24BA1A23C8BC1247003DF70E57BD9FAEED3D16A5D03D8A82613D",
      torch_tensor_16_8_3_3_torch.float32: "0x040000006E7D693DDA0BD13D59F67FBCB3F372BDA373B9BDC2CD8DBD355F0B3D5083DD3CA0FA813D27748FBC6C09783D4908D7BD8DC3013D554FEA3D6BDFEEBDA1977ABDBC829A3DDBF196BCA6A780BDA23E933DE86E013CD040973B379E12BD79D9B53D97E1853D2BF3AC3C3256933C3D9C793D7F5E963DFF0246BD9A8C53BC97EC533D39EA69BDCDAEE13DB054A5BDB7BF5E3D0C5FADBD12FC1A3D3794A83D11C4683C068741BCCA7B993D464EADBD33D6A2BDA3B5CDBD829194BD1975483BF5E25ABDB315D73C7950823B75DFC83D824F51BD3B0E04BD2BA29F3D6C1DF4BC7113E73DDFB93FBDE02CA9BA31BDE4BCEC35613D42F6383DD28780BDA40A9F3D4E62F5BB2323F4BCA7CB1BBB0DF9A73D54C2EC3DDCE26A3D3DEFA83CEC849D3D74DB49BD20457CBDF5660BBDA1369CBDC68D4F3DC769373C8D2725BDD70644BCE32319BBDDF2CE3D0274D73D51CFB9BD29EA303D87663A3D6993383D959E83BCB571F13C66F0F23C1FEAEA3D4653E7BD0A2E37BD0B63A2BDF9266ABD528DBD3C7433933DE784B6BD9BFB9C3D979BC93D6AEF6DBD8581A83C13D177BD9BC8CE3C97CC5FBD940B3CBDDD91A1BDF744C9BDA79BC03D72D673BC294456BBF33B70BD603AA83DC5258ABDC13D43BD9068BCBD45F4CABDEC46D63D6060BABD614985BC4BBA0BBD52D0303DB81C013D1206B9BD29C2D83DF66CF0BD8AF93E3C0A5021BC17BBDFBC6D7AA43D96C8CB3DAD857B3CE07E2ABD3670B33D7CA3973D7466AD3C690704BD96CFA23B371FD73D8764513CFC40BEBC1459CCBD145781BD6651AE3D66FC87BB2D9500BC95F33B3DF4CB9EBD876F02BC42C407BD7A917C3D806CC43D1D8D973D58F2B33DFFB3D7BD7F5F2BBD6AA5643CE0FFCCBDC1F2023DDC349EBDCCD94E3D3458C33D6E78CEBDBA3ECA3DAB3C613D32479FBD0706E73DD009D1BDDA7CA2BD492070BD838DC3BB165DAD3CE3A90DBD86C5E4BD37E25EBC7E1FB73DD5D4B93D17A5713DB22B8C3CEEE2EF3CE810BABDC178433D9035F0BD1B5947BDC3B6FDBCDF3CB13DFB2461BBF5E15BBD90ABA83CCB45C8BD409BFFBC9AB0053DD8C1FFBB99C74ABC4083933DD957B7BD9FBC73BDF5A0E93D751CC03C96509CBC970A7A3DA932913D5653A1BC751249BDD6CE9DBC6F472F3D368076BC9E788C3D26D3C4BD3DD66CBD65FFB73D2C4F7D3C5C69C23C87C31E3D4620E4BCF10A41BDF67B0A3DDEDEFFBCED6847BD341A7F3C6685E93C76572EBCE33AA3BDE3F991BCECC888BD0D107E3DAAEC9FBDC271C03DD142403D10AECEBDE21CB33D53B0EEBDD386E0BBBCB196BDA2A2CFBD924F3F3CD70C6ABD8776AE3D1ABCBDBD6555C83D7A9C913D9265D33DFC5A0DBD39F193BDBE59A0BD06B5C83DA31770BD55BE6DBC1DCF94BC6C17A63CE60DC6BD099EC23D4597B2BD1A64ED3D4AE13CBD037F57BD9FB384BC09DD0E3D71E1B2BC5AE3F0BDA0C4A93D3A10EF3D948B733D1D2DEC3DA590033D7C4D17BCCD3DC0BDF6F2D2BDCE2CA6BD16F4F4BC8C8B8C3D6B2947BDB9FC95BB1C01DABA78C59DBD811351BB900BE93D49E8C03DE1D2B73D5C6F3EBCE6F9083BA3F2833D9E9020BDBDA143BD1081CE3DE978DC3BA0F7A2BDD65ECB3D903DA03C1A24813D729FD1BD5C28B33C9EA0933D5C478BBC8B3089BD121AC13DBC85603D1B7B093DA052E43C46782A3B54698A3D4B0DD3BC24138EBD3653383D81C9003D58CB373DD67656BC1E1E80BCBC7619BCA491FE3C8235B9BD06F6E0BD96A1343D1F2584BD2E6E22BCC4D2053D5A69873C56989B3D061B7D3CA904EF3C8FD52CBC07828E3C4600313DA0A8A43DCFB0E4BD271549BDAF94D8BDFE7440BDA920933D2FB0E4BD1C43D8BDA3C08B3D11888EBDB466B03DE568163D2A57F23C1BBDBF3DDD91DFBD01BFB03D5E8B1C3DB0BCA1BDFCE6EA3C898806BD28C241BDC31E51BCB29563BDA40DD33D02BDCF3D22FB4DBC1908D6BD7D3EECBBB125FF3B5B54A13D197F783B447E0C3D0715003D91F288BD3CB695BD35B8D7BD9A9A72BA1683153D554B09BC7547EA3D4A2BB8BC4B7E9DBD3EE8A03C56F007BDE05984BC6ADDE93D2D9B5DBB56D6D23D02EE803CEA9433BD66F4B03D307C89BDDF8B7F3B4901D93C13A9583D3AB1DEBDCD70BD3B75F8F9BC377D9C3D5968223DD778413D9A1E913D9424D8BC906BF7BB98A1C13D6788C2BD09D5A6BDCB400D3CCF373FBD832ADD3BFE34D53D75D55FBC87CACDBDD16E5BBDFCA7DD3D9C18D4BC49A953BDC748593DE7086F3C28CDD4BD2B00C93D51EA873D27C9D13DB73C533D16C022BD00951DBD99EF693D5127BBBCF746BD3CC7DFE9BD4F9E6EBDF44D333D3861BEBB2F1168BD9B87D2BDEF65993D0C1CC2BCAF24EDBD09DCE83D4FE76A3DC75D90BDC526B0BD783AE93DE3FD003AA62891BDAAE38A3D7819C9BC4845043CD3767BBD0E6ECCBDC54AA0BDFC0354BC3BBBAEBDBBE2ED3D4A2FA73AC6CC38BDADC73E3D41FBD5BD15E876BD3A4F353DE612CDBD9496703DC54C223C3A3FC9BD5688EFBD3C90183D652A643D33FFC0BC516CD5BD411B8BBD44384D3C847E8C3B2321F73C69B5AA3C246BCABB44BE7E3D231FEA3DD701C93D3551DB3D44EB22BD45C224BD9C8E55BCF0AB0E3DE264433D4C1C2CBC73E69BBDFF1AB6BD655CE83D17C801BD337F82BC5EEB93BDF44F6FBD530CD43C7B504B3D72D43EBDDAAC31BDE131BF3DA29B78BD0A13B4BD899F96BCF3A9E53D7911D23CC065853CEE6A70BC96D2963D7D426FBDE5A4A33D2214E43C3AAE563C7AE8843C2DDA94BD5142B33D05877D3D6CC5BCBD9CB9E0BD0E88F8BCF358A03D4FA86DBD57B3DF3DF4B272BD3105DABD7B57543D2BDD91BD953098BCCD8F16BDF46C19BC5750D2BDF95FDDBD66824F3D3ACC5ABC5D9891BDDEC044BBDB4BDCBD4522003D8C3E653DF612EA3DF7A0C4BDD9216ABC00FC823D3732DD3D63B8ABBD15234D3D0A4C473D2482913D9A65A6BDE33CAC3D294152BD7C9194BDBEB1BF3C0B77CC3D4DD59FBD13DD803D70225DBC081A1A3DF146BC3D5A11033DA75DC8BDB85511BDF99DBF3CB59BCBBDEA80A03C349A81BD21E8BFBC27B02C3D2540C2BDBEF49ABD7B2B5C3DC7B6EEBDBC19A63D641BBABD8DB9F8BA3D30C63C197A3E3DC6CD95BDEBEB813C33DA4F3D1904CF3D79A2B5BD76FE6FBDA99F0C3DE9F177BB2CE0A2BDDC23CBBD514FD6BDFEE3A8BDBA864DBD8299A7BD49BBD3BDD0B8163CEC8B8D3D689863BD3D15413CE26CBEBA7BA3613D5B62A7BDA157B73B8D48E13D8E4FAC3D0F37EFBD1A5691BCF3FD8F3A46641FBDCF919EBDABF1A7BD1060A03D3F471CBDFD84F8BBF7A40D3DD32494BD2C1A2C3C3C908F3DAD1E8DBDD4700C3DF1E683BB3AB5843DDC60A03D6011003DFB5E693BF3C4CFBD4232403D0026933DE3552FBDDFA7EFBDC596C33D759DE2BC3728C13C36B207BDF8EB993D7F64EB3D114B973D3F9F19BD5D24A93D9A886B3D55613C3CFD68C2BDA2464FBD29CCEEBDD96DA13DCE94EE3D55988C3DE33C1A3D2D2CE43CB757E83D5EBA74BD900F22BD0DB6D8BDB3333FBC0273043CAA23043DE4E8A7BD76705FBC51E1C6BDC354C4BD55AD7B3C6F9AEBBD8E89003DF556DEBDA4F1A7BD0253C8BC1253E6BDEFEDC23D56C2C53D41237CBD5B3DCA3C52F2763D1665193D6B5381BC12A7E3BD6980AF3DFFB1D3BD70CCB2BCC78CEF3BB9FA1EBD758E30BD7C99D0BD80C7D43BB83D5BBCDF6AD23DC9EB1EBDD28CBA3DB0D0B63B6FE058BD4799E5BC221E5BBCCF00A03AE40E9FBCFD410F3D5CC3C63D2EC0973CC2D82E3D4E0B953D041AD03CDD845E3DCE357D3D53EAE13DFE46DCBD972E253D37FBAEBB1162ADBCB11B3ABDF11A913DD3CADC3D82F8C4BDC966823DDA6DA63DAEBBA83C4FF6B53A6ABBB93D82FD643BA8CDF0BC9E950EBC76DF1A3DC1AFF13C7B5AD0BBC560183D8B01023DDE83C3BD7790F03C96AC933DA26F5D3C6C3E30BC7FE3B83DF5DED2BD8A545CBD252F5ABD008CD03DA272E9BDE47F3F3C4CCDE9BD3CFA7DBB59ED333D8EC5E1BCBB4BEA3D8CB1C439B31A76BDFAF3F83C5C0B7B3D6C8375B9F779CE3D94C298BD28F74D3D650D893D0DC36F3D605035B87BCC093D5559BDBD6F68BDBD6808F0BB920072BC2137B33DE041AF3D2AA7A33DD2195DBDD179BDBD0365E2BD72B32E3D037CD9BD54F0F0BDCAF473BDCAC7CBBDBE3B3EBD61F297BDB5A677BD4B77E53DF2EEB5BC7A37C83D605D2B3B4E4C78BCD0540DBDB287ACBD64EBC1BD501FA73D17C114BDFA51EBBD9E80DD3D73440F3B6D81A1BDA0B8BDBD96B0CABD11A3D3BD3769DA3D626AA63D20ED1D3C45B4CDBDF782FCBC42BBE2BDBB5A263DD12B00BD1D99CEBC579D16BDB952623D28A5823DF57CD33C20CB71BC0FD13EBC3DF506BB41BBB3BDCE82EB3D1D3050BDA36C8C3D304E87BD59654F3A663F253D799CDDBD3A6C5D3D40BFB8BD1BB9863C0372BFBC475A8A3DC293EA3D8A93D93C87895CBB05296FBD8CF9333DD95768BD1C65473D303951BDA0B7A33D9121B93D6EFF933DA7BB9A3A87DB5F3D2EEFDBBD59BCC33D0BD5FABC64FA2F3D537CA3BC2A1722BDE6AF62BDA1AE9B3DAE4F83BD1740AABCDB81733D449B423C5514CBBD5C00F0BD41AF6ABD079CDE3DD19CABBD8305853DC5C4AC3DDF1548BDF02B55BD7BA4ADBD2397963CFAF686BC4A9FBB3B5962513D13AA4A3DD24B18BD519D043C0456E53C7867243B9531C13C518B43BDF1D5C53DDA0C46BCCF0B77BC749FD8BD1BF4AEBD9F40703BDD4E95BC74B372BDDDAD7C3DDDDC2CBC2BC4293DE549CB3DA1ED5DBD9D946DBD7100C2BC218223BC077071BD38C9E7BC289F5EBB5387583DE84BDF3D82BAB23D975A4C3CD15AF3BB994CF73C96A49DBBCD667DBC15FE253DAD5EC4BDBA42CDBD6B47FA399C4F12BD45C36EBD08B1E0BD42ADA13DF9DD99BB20AD81BDE7A144BDF5D0FD3CC40AAFBD4D06F83B627DBEBAB171243D057E3F3DF5B29DBDED6E503D2E41B63DF99DF83B44EC753D47C036BD91C3BF3CAC0C0D3D7FF55EBDF304953D5334E4BD8F5335BD43038EBD9C478FBD7D4092BD336EE3BD63AFA53CBFFABEBC1A3ACBBD0F4B4BB8E1D2A0BC5522473DA10DBDBD06CD07BD53B8C63C2D9E4C3DFD11123CD8D0023D5245F13D2C3827BD407FA43D68E7CF3D9C82D5BD9588E93CBDB7883D7E9896BCA934853D585A833B1DBEB73D4F4C263B05869ABD234CB73DFE8F0F3D4957CD3DC5A9EF3CD629803D7C7D963D1091A23C576EE0BC5C65C73CA349A8BD03EE833B12271BBDFF27F43B2219BFBDD579933D53AEDEBD4DB84E3D16F39E3D6434DDBD0612DA3D296CB3BD4E94BDBCC1247A3D411219BD7B18D73DD4F354BDBD4181BCDCC59DBD77F25FBD8187EB3D7384B53DD92B0E3CD9C21E3CF3D0CCBDA836B63D14BF90BCBD5649BD3A14C0BDE170C63D21E6643DA860913DDDEE473C76C7A3BDEFBC453D99AF5E3CF1FC213DDD66F0BC56CD63BDAE23C63DB0D0213D68EA43BDCA6C2C3CB5DCD1BC321F25BC2958873D261AC0BD2070DA3DBC72A23D245ED438BC7245BD24D8C43CF4C19FBD67C69C3D6B4A7FBD7378B83CE174EDBD5B29673D3F63A33DCE28B53D929B1D3CE8818E3D9096243DFBDBA13D6A33883D002CD3BDF18D4B3C249124BD007F66BD33F1A83D6E2D8ABC56F9953C7FF7973DD676A23D7FCE803DFC8DA8BC7025D7BD7AB3E7BD8BBB173DD94FB7BA5B7E98BDA1D1523D4914DB3D96988B3D583188BC6374823C54F499BDEDD6633D7B0ABBBDEBA1A63D2E7B5CBDCF733FBD4A2ACABD6776E9BC8FC53ABCF17F5EBDAACFAB3D54848A3DCC03D5BD902541BCD44B223DD4DCE83D21D9E6BC772D943D9C58D8BBA92439BDCEB3933D9F12D7BDF435CA3D9113F13D38CB03BD2DAF3E3D31AFF03D4088113D63C63C3D4840313D087E45BD52A9EB3C57A380BD9519CE3D05DA4EBD21B4DC3C4CD50BBD0068713D0C9EFE3A4BB6843D48B602BDE1A18DBD2112393D17D587BDC929C6BDCF803A3D352991BD097135BDA010F1BC401B093C2C2F27BD31BB2DBDBEA6F2BC7B24A93D008A103D1C6668BDAFD5A6BD81F4323B68A51A3D2D9F21BB0F4A8D3D7702CB3DF87A0D3D1A331F3D1C078C3D925E25BD2640AB3C9522C33D0B2867BD3547163C1DB93CBD3696B9BD90AE7F3DE9DBC03D076482BDA0EA343DC405143D027C3C3D09DC843DAD54E13D1131B73D1531D3BD1C3D3DBDBE2F803DF6C889BDEB91BD3C79F14EBDE9BEBF3CAD896B3D5CB9173DF754AF3D0F5A68BCE206833DB20E1C3D2C2118BDBC76AABD81D0DC3D58EC0FBD3BCCB53D3123983D86819BBB595DC7BDAC711B3C175B69BD9938FB3CF4DF3FBD3707BA3D4EC3D9BD2EF301BD763F983C1133383C0849C63D918518BD81AAC0BDC2CC9F3DCFE2063D5FFE9E3D88D98EBDDDC28DBD1AFE42BDAE47093CD292233DBAB28ABD2DCB35BC1DDCA6BC9339DC3D73162EBDDCE4E93D670894BDD6E846BD5D89B5BD30CFB13D3DFAA5BD26D0473D846131BD",
      torch_tensor_8_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_8: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_7: "0x040000002706BDBDE0508BBD37DEDBBD1D96C2BCCA16423DCB38B7BD08942CB90E0232BD",
      torch_tensor_8_8_3_3_torch.float32_2: "0x040000004FA3893D4343D33D89E5BE3D69D89CBDEE4A0D3DD52948BD9734723DB99A2DBCCE27273C14EDA6BD76B5D7BD55C7353D745AE03C96B8273C07EEA33D1F9249BD105B2B3D6CEE84BDD309C83C6268DCBCBD07A93D7810D33D49A0D13DB7B7AD3BEB538E3DB226F1BD72948DBDC18BAC3C704B2C3A097CBDBD1CA855BD9E7461BD2521EFBD1A26383C7788A43DECEA433DF75A65BDB6A1DDBD15B9C2BDBE430F3BBE08A63DD67C43BD985583BD2CC180BD372727BC3435E5BD6CFCD4BD7697ED3D513766BD3121AEBC102701BD1509D4BD2733AABCA3C4133DEB0244BD4196A4BB19C813BA3046F0BD4E66AF3D9CF6C23D5A8FA43D1C861EBD34407C3D8022E2BD0DD6EEBCC75AC4BCC6782ABDE0BD4A3D50F45BBDADCB5FBCF3620BBDFFA7E2BDCB6E9FBCCE8BCCBDCDBC8C3D5CFF803D711AE23D1F1922BDD160C43BB81EBD3CDCEDF03DA73BDD3D65D379BD855FCDBDBD88D9BD2A7568BD77EECA3DE91E223D49E0E83D81E6B23DDCF1DF3AA49695BDF5AFEB3D819CC13D4EFD503D7DD883BD4223BE3D7EBD2F3C47989F3D7578493DE929803D6DC9D3BD3FD485BDA4C2903D9322C9BC40FAD1BDE77DDB3D470627BB55B3C23D7DA6BCBD6932263D29D335BD9F224BBD615CC9BC1AAD32BD5341843D9C6EB7BCB400B73DDD4BDC3CB72C95BCAC688BBD8B01DDBDD6D10CBD9481DFBDF7DDB2BC6378FC3A9DDDF8BB8E1E6DBDC284A73DB8ED873D88DCEDBC8CB93EBD77BD973D01FDD13D6AFFDCBD6897D0BC6F3033BCFEC52EBDEC0CCE3D219B8EBCCFA2CC3D4BBA183ABA7151BC01C98CBDC58120BDCE8B1B3D3E86553DCB6689BB31FAE53D750DA7BDA614393DE362D93D54DFA7BC009EBF3D4AA2FE3A94BDB4BDE06984BDDBAC333D53E550BDBA32E83C1A8FED3D4EF8233DC1B534BCCC50F13CBB0E8BBD81CDCABDF76DB5BD6986CABD5B20C63C020DBC3CCA234DBDE815ECBDD2BE823D0CF388BD6B2DA1BC1060CABD2B2A88BDE65E493D7BE1E0BDEEA189BD48F4B43DBA8F77BDD5E248BDDC8807BDA2574E3D02539EBD8799413CB724453D142B0CBCA691AE3CC61EB8BD953C5A3DF167343D8A3172BC9C92C7BD5313413D317F9D3DCCDCA8BCF685633D85EC323D561241BDB70A06BC1642F03D11DA113A3526C0BDB7D00CBC1726703D16921DBDA6CA7CBD8FD3C63D155D7F3D5405A4BCDF4AC53BE1364CBC2024E03C9B3E893B0A0E92BDDADEB23C8C014A3BEAACF93B45F537BDDD5DF73C922CC3BDB04B103D79CA823DAB7F54BCE07CBBBD0A9CE0B9E16B2F396D95D0BD4FB6AABD0D3EDF3D2C7EB43D0FC3853D2134A73D20D4393D8DD5873D7DDB9F3D8988E1BCDE7475BCAA19AC3D9E0332B8930C9DBD4B26BBBD78FC863D25ECC73D4571BB3DC0AAA03C029BA63D8F99DDBDEAE3ADBD3B3EE8BDB075C23DF6C58BBA54465EBDC656233D83B234BD55CB9ABD012F3A3D2FC5B03C7BD7ACBD5DF99EBDFA54623D1D86B73DCC2F1D3C4E7672BD9F17693D9C60A83C0F4ED3BD5C699CBDCA4FD33CCB58953D74141BBD1269693D0E7A95BDF3F6E63DA0FAAB3D4FD5B43CFBC1563DC80F283DE36C8EBD4CB286BACCB8003DA8E9D9BC4173E73D5C273ABDED8CD7BD85CF65BD7200E0BD3CE4C63D5BB258BD56D0A9BD96B950BC3BA1A2BDC0287CBD3918763D1C36B5BD6EA5633D2402B03DCA978AB93558563D0B3387BD4437BC3D5D77EA3D526CE53CDAF1DB3DAAB5EFBDED0254BC54D3BF3C43C9D1BDF1E76A3D8DF837BD3C972EBD6F7FBFBD0358453D929EAFBDFEDECCBC4870563DB5D3B53D3F4FDA3C131334BD39F751BD8078873DF71FB33C552DCB3DF0C8353D426FC23D417DC2BD0D09C23D73C95DBD5B3701BD80E9383AD10CB5BC0AF8BE3C0813D73D603590BD5B27153D3AFBC1BDA496973C9BD5C63D92BEA23DE0B0CE3D4FA7823D2BC01FBC7A12FC3CC1B449BD02DFCC3D07B3713DD3A7B0BD56B1D03D6F38E5BABEA9ABBBE31C04BD98B8FEBC2748C13B73A86BBD9083E0BDABA678BD851EC0BCD142B63D9F8EB13D629C90BDD94794BB06520BBD991E81BDFEC4A9BCD27D27BD66E8863DFA656FBDFE88943CD23388BDA7A816BDEF00BE3DDDFB6CBD8635E8BB7E82E63DFA37253DFAB375BDAAE990BDDD4629BDB02917BD502B523DF9A3D6BC6C8FCB3DE76D84BDA2F216BD8ABF2F3D39C3C03DE8E1E63D97869A3CDDC6A23B5F4658BD585F883D52E78BBDC9C2FDBC27BAC9BD6807E8BD7BE8863D902D033CC767C03D900EC03DD54E7D3D5B2E413D278CFABC4C30803DA61F683D411B273D02F45EBBFC34903C6912093A1529AFBD771DE03C1C6FB1BD2E376A3DD8CD8FBD1EAE1DBD3FEE64BDE881BE3D37F8A9BD877B763D0A19723DABA8AA3DE0E4F13C9D93833D5DCBBE3D012BBE3CFB21243D16BABCBDBC7A01BD6F132F3C00F1693C808B2ABDB644EFBD5B12FBBCE8CD383DC5D3CF3D4FF4D9BD6277663DF504E5BDEACFE6BD5B2697BD3B097FBCFCD1063D6A8EB7BDE5F3B93D1443DA3D5399ED3B6276C43DB3885ABDF6F53EBD652B79BC3BFA523C6A5EA8BDEA43C1BD97B03E3D3A2E0B3D361DEC3D7BCF44BDA0772A3D9ECB42BD2A4B6E3D02ECD5BBE3EBB23D7117863D0AE5C83D1511783DD815913B23FFCF3D1CC58DBD86A5E33D5EDAEB3D0690E63DDE7C61BDB1C57FBD7C53F43B4151163D0125723DA952443DC683CD3D6EE1F1BCF85D1EBDA7CE213D8B84063D9CCA8CBD52C33A3C7A40B7BD5A9D0DBD34743DBD4692D33DDF43D9BD24818EBD8633ECBDFF7CF33C7EC5B9BDD22D1C3D95A6A7BD2B9C9ABDE59B76BDD0E1903CBFC7DD3D8415E23D7DE011BC1669ECBD637A1FBD20F837BD1E58CDBCEC70383DB3EB723D6B06563DB4E5093DF76A43BD58DDA3BAC2BC753C5C9176BD92BA2CBC600771BC070AE4BD709FA33D4D3743BC2FA5D0BDFBF4BE3D7BDE81BD4AE72A3DDF5BEF3D21C5B23B3AE10A3D3ECC3F3DC56AB63DE41B14BD3ED187BDA11A17BC52C1BC3D2005263CF5B2A73D1DB165BA911B143D1D48863B69A9513B9AAEE5BD2001D3BD8283203CDDE96E3D3422A23DDE8EA73BE8794B3D03E4493D935AD0BD7B23D4BD0823BBBDB0C9043B879D98BDE4791ABD627190BC94563C3D59D8DF3C2CE7DF3D25B4D93D07FA99BD3BA7C2B94A6D9F3CC6B4D23DC29A15BD95B53DBDF4E398BD20D9B13DFEC108BD46CA34BD7A3FA33D0217DE3D33BDA2BBB122AABDE4A7C43D891725BDD5725EBD65AEA9BDF92768BD",
      torch_tensor_8_torch.float32_6: "0x0400000090C6D33DEF9CCE3D219D52BB6D5327BDAC2095BDB6B3AC3D88F704BC7750E33D",
      torch_tensor_8_8_3_3_torch.float32_1: "0x04000000E1F8AB3C7514643CC15262BDD4C626BD04BF023D2ED5A7BDF74A9F3C55E2503D8F393EBD9A7BC83DA924FEBBF1035B3DFC04EF3D3B8D13BD1128833D4F120ABD31068DBC169DA3BC7EEE3FBA0F5B36BD2249E23C1883913BBEFE983DD468C3BCD5A0413C079133BD8920CABD1B57433D0E12773C205241BD9D3523BD747BFC3C3591AEBCEDB89D3DCABDDA3B2457363D8B51523DB7E2ECBCF0DA503D5F1BB23D12B6B13BD7EDBC3C9D518C3BF41BA73D27CD4BBD9A4C80BDA158523DE90ED2BD32A7F73A70FF5DBD1C4E9F3DFBB6E0BD0958923D4FCAEE3DB758C33CCBA500BCF194ED3D6F4A4EBD4CBA1ABC7C6253BD234585BCB1D3D13CEDF1803CC658B6BC1652F1BDB7BCC53BF3C864BBB53C913C05F1B83D749AEA3DB3318FBD0ACCF0BB976941BD9472DEBD8DA0AFBDC087E23D24BA8C3D75A5813D3A22863D37C1BFBD5CC74A3CEFA2E03DFAB286BD32B6D63DFDC0FD3C80CEA93D60CA4EBDAA8A5E3D3FF6D5BD1C34F5BBE002213DB8C3103DA4F8C93D5A2CED3D0294DB3DF00BA23DC0B0A93DDA2379BC554EBBBDB73233BDBDC458BC5E6D82BD62C0763D7F72293D68C69B3C2536E93CC105D43D34D22F3D46A8D3BDAC32AFBD05C2543DA691833CEB6A6B3DD70CF1BD30BEDEBDFE01943D63629A3D395CDABD943B373DC076BCBD7BC8B63DED78173D1AA7EE3D68FAEDBDC559E8BDF32EA33DC148D63D3BE0933D7676A03D344ACBBDF3B2AE3DE6E0E3BD1CAED73C3F199EBDC6BB3FBDDEF2AA3C90CB3DBD11C198BC1CC4E4BD3092E3BDBAFC3A3D00534CBD23D792BDD9783EBDDF53C5BD4AF1C0BD316C903D7656753D7A99803C41D883BDD099203D617DAD3B287EACBD89C0CF3CA1C4DB3D0167EDBD7001F0BD9C64773CB1BFB53D53DD92BD4587D43C02ACA93D76D4143D4BEED03C6DCFF03D273D9D3D34BF87BDDEE5263C7F9B763D5DDBD43DD922F0BD7FB2823D02260CBD0E58ECBD434DD63C326683BD6AD0883CA0B39CBD37A1B5BD28D623BC4F2822BD95298D3DEA79263C1A65BC3DF8ECB43C39391BBD0B7BA33D7D06D33B5434B53CCB401BBD88BEDD39A4A0B9BC5C2824BC223BBCBD93FE3DBAB856C8BDF4B1CFBCF7E08B3D42D4A7BD44B0A2BDA6BCEBBC5A5404BDAF6FA33C0D47A03CE5C8743D8244A6BD954308BC73FD863DCEC4D03D34D90CBCBFA78BBD70C30A3DD472893D01CA96BD220F8CBD515C553DDB4907BC9FF6E3BD002A8BBD12C2433DEEB923BDD497A63DD3CDBE3D24718C3CEBAE18BC563A19BDBD45C3BBC8BAAF3CC75CB8BD32BCE6BC43C3C8BDA522943DCCB499BDFC7DDC3DF8DEF8BCC7448ABD6AEC673D27ED8F3C6D21A73D2F85493DC182E8BD46A8983D18CEB5BCF55855BDAB46993DD007B03D5023D4BD93982EBCA834C63D4DF33A3D7056CB3D4A6D25BDD82485BD0A8CCF3D4135493D56B3E73D38A149BDFCF79ABDBD5262BC4742E3BDAC363D3D1006B23D79C2E73C93C83EBCB3556F3DF93399BD9F1BEC3D70FEEFBD7535E7BD5E22E4BC2227C53D8654413CC862393DFAEAB0BD5C0A303D2DC357BC207C413D4575AA3DFCD3513D843F24BC55E1EDBB2B6097BDA6992EBD27D89C3D809141BDC3E4953DC7693FBD5AD9E0BC745F243BA77CDDBDD83C9ABAB09F42BC6D762DBCACFEC0BC3448BE3DB41EB23D3995A3BD4C3C603D6151BDBD6379CDBDE98E133D2A04E33AEE3061BDB2CAE8BDAEE03ABD483A213D0167DFBDD878EABD89F9743C49E0ADBD3173D3BD14FC39BDA46F9BBC0553DBBD8429A1BDD534FD3B4698E3BD45B287BCA3D89BBDB351A7BD26B93D3D89C5B9BD02E9B6BD84A4893D0C81B43C10CFDB3D450701BD012969BD0AB232BCC24D1C3A3712B83DB869F0BDC47A09BC0E88553D91E984BDF14975BD3C48693D4944E7BD07C4E43C62DBBABDD9F06F3D2E5FCEBD8463943D797AE4BDE2E0CABDF8A3E33A2D30BE3DEAB2CEBD375257BD44FBD33DB6E6A1BC94FB473DE22FE8BD40CE17BDCD2375BD037BCB3DEA58483D271DB0BD88A79B3CFF89B1BA995546BDA5D589BD3E2F20BDE33EBE3DD304ADBD39EEABBD85ED14BD445C063BD366033D63C4673BC267E8BC205992BD163BADBCE05142BD4000C33DF7F0EABDFDF399BD0E5EC4BDA870B0BCB115BC3D8C8FD33DD01DD2BD3B51A7BB6DAB8D3DEDC7543DBCB2C53D613C56BBDE2AA2BD9AAA9F3DF78725BDDFF1793D34EBEDBC60334D3DAC15D93DD96DE03D0AA7DBBD80A79FBD859647BD3BEA99BD8795E73D4D882ABC711AA0BDF5CD56BD775185BDA4F1443D9986D2BD430BE1BD25ECEDBD64D24F3DA9AE6E3D32E795BD5568EF3CE82AB23D7B478C3CC244CCBC4CA80E3C040B4FBC580C733DB5E2A3BDA1C9743D2209883DBE3B92BDC715C53D2B0FED3D274D3EBDE83407BDB790703DEE15BDBD10E53E3DAC3DE13CC522983D6BA5D1BD7A84C8BD85CD583D5CE12D3D1FA6E0BDA19886BDA2D6DCBD4BEAACBD63CD59BDE5BBC73DC72BC0BCF99F8A3DD236E53D81FD5B3D3311D8BD2FEA723D1B20383DB311BB3DBB15EEBD9170943DFB8FC53D508DE0BD24054A3CB20ACE3DDE8AAFBDA0631E3D614D553D0508FD3C3FFAEF3DB39EC53D4013CF3D56AD70BC516ECA3DF5ECE0BD953E82BD187DCEBC0D650FBD30F1DE3D72AE633DE0639B3DBC2CA43DCE4BB4BDB9A25FBC3BFA8C3C501AFB3CBE3A783DAD1340BD608E11BD85F4C93DD48D01BD74A8A7BDADA6A33D0A70A33D4E5D17BD9702C1BC1418B2BDB78EC9BDA586353DB1364EBD1825C03D6A42C1BD917285BC92C3263B7617783DDF56C33D1173A33D9B7D543D8E905DBDB65DACBD47ECD7BD818FBF3BE516EA3D9D60B7BCE492A2BBEB64AFBDFD32143D8604993DB5F5EDBD41F2A9BDCDC6B23DC594E43CCAC3F0BB6A94AC3C6CC992BC9AB3A8BD7E88E1BD6ABE9E3DCDA665BC804633BD9D31F9BC90A483BD1DF90EBDA72FCFBD9B9EB43D471D453DF67173BD14C224BDC490583DD0C032BD5A94FE3C91E9043D16EF97BDE2D7F13C1847EC3B96CCD23D38A82EBDEE2EF8BC86F4CF3D2C18C5BDAA800B3CD18CE83D756F58BDFE62E73DF22AD63DC48BE03DF83F38BC6C57DA3D665452BDA93C25BD6C94363D1DF2CB3C2E0E853D445EE53D921697BD8118803D1B80213DB0AA7E3D43E4643D049234BD77C2BEBD1F2EC13DAEA189BDB44E9A3DE0EDE5BDD505A7BC93B8A33A140BA73C8A131C3C881B183D03FE56BC8C70EC3C5FD8EE3D022C9CBDC2D6D2BBC24338BD",
      torch_tensor_8_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_3: "0x0400000044BE563DE0544EBD9169C03D5E5BA9BDE89CAF3968F6D83D0101F03D6BCF8BBD",
      torch_tensor_8_8_3_3_torch.float32: "0x04000000092AD1BDC1206F3D5BEAABBDC60609BDB9F521BD0EF88EBCAAF6A83A2713C73D440C713C022FD83D73A4933D329798BD4880583DA69DAABD8F964CBD78FA0D3DC6631F3D0A13B53D08651BBDEED34539C483783DA06AE9BD7A7FAE3DD495C7BDE8E5D43AF023A4BC113C7EBD9A347F3C9995C73DA41B0DBD224B8FBD288732BD0239EFBD66E5593D01D567BD9411A1BD1E0C8BBD59C58A3D87A27F3D973FB93DD3172F3D5C3521BD0CE506BD039C0E3DD467C63D503F033D596564BD39EA62BD9432E4BDA394D03C4F7287BDA130D7BD63A4D33DC7BD9CBDBAA85BBCB04B0A3DB90E763BF967A2BD8718C3BD1362C03DDE359D3CC93CC83DA6D321BDF12F0E3DB8C5DCBC7BBCABBB95FF92BD7941233D7A9E183D19531FBBF520D9BCEDC794BD1FE9A63D6DACB3BDC4C0453DD25022BD67E568BD976FAD3C59C07ABDF670DE3CDE97BD3CE434B3BD67BEA03C929A4D3D28133F3D460E73BCFCDCC5BD72D394BCD9A6273D012230BD103B373D74BCA03D560D7CBDE255983A7F9A473D7156173CE949213C6819713C71BEBDBD71BE173C4822A73DF57DD93DEADB8D3D165F813CAF6F613D25D56ABDF102C8BDBF8CCFBD3EC8F03D5236993DE8D5A6BD25DC3C3D3F44B63D2344F13D0E0BD33D70FEBA3DD255DDBCEB6729BDEA2AC63DB340873DAE3E91BD6AFCD83DBE3A693DCC92833D374797BDE47D0A3D0F3929BD6896BC3DA0B8ADBCA1ED3B3D8C7BAB3C9A614D3D7C0A24BD0E5C6B3D1495A8BD740CDA3C374DA3BD1E1CEEBD28D3C1BDBA8BBE3D7A95823D6972E23DA05BC13D6E8BD7BD02B6A4BD6BFF9BBC14BF9CBD5399A73D2978B6BDD8846BBDCA2CE9BDD30789BD2F83C63D7E9DC53D22C6AC3D265CBA3DFF9CD63D6936F7BCA465543DC008D73D37B11F3DF047F13D395E7A3D5D0A963D96F228BD1A9F673DB5DE5D3C1E90E6BC780E88BD3C6E87BDA1B8B9BD1D08A23DF896AB3D01C25BBCD0AB8BBD3B8CBA3DB3589A3D91870F3C88E863BD11D2DD3D3367453D063AB7BD2C00E73D2348B73D46F22FBD5EAE873D3A2389BD374C97BC35F0CC3D61909F3B8DB1AABD205721BD120803BDAF42BABC26C9383C4F37DF3D5CC2CE3B570695BD54EEC53B0B75673D9A726F3D5F96DCBDEFC1ACBC5D5DB3BD0AF84DBD91EB2D3D7B65ABBD7870333D3FDCCC3D1A49FD3BE6DCA0BD60F32CBD12D1D23C0EFEB7BDC4D16F3D631FDBBD5404E8BDE784EABD06DAC3BC3D4CA23DFB70E4BD569DC83D2C1941BD68610D3D5C1BB03B5CA3D9BD872AC83D4FF5813DF0E8EF3D09E0733D4D509FBD356FC93D1F8CCF3BB6E9643D5D87C1BDB2D70ABD30FCECBDE0033CBD5446D03C8581BDBD90DF193D2F90813D887E863C477DA1BD6721BBBD36ED14BDA3E4533D6613EE3DDBC98A3D276F59BCBC3F293DD9C9ECBD2825CEBD7B3D613DA0B588BDD13B683D1762AABD79186FBD0ACEC6BDEAE67B3D19BF44BC10C0B93DD55E953DE58D853D825B783BF03E15BD9DEAD1BC9D4E803CBC496F3D0018A9BD3F91CA3DA8F151BCED3ECABDD89682BD0F8FD53DBFBADC3DE890DFBDED3AAA3D2FEB713D6BDD8E3D4B51CC3DA01482BD436E183D598B453DD9A30EBD0D8B213D6FE20ABD1739953DB2EE05BD8DF433BD360CF33C93372B3DAAD76BBD9BAF2A3C51E08B3D931D40BC54E8123DC8D9E8BC4C31293DD2D6AEBD15ED8DBDF10575BDC8CFDD3D4DE401BD32B4A8B9F4DF69BD48F2F03D6EBAEB3DA207B6BD9EA9C3BDD2F2B6BD48FE14BAF217F6BC06FB9DBD39232DBD9866B63C3F377CBD82ECD53CD163DDBC56E869BD10A3843CA375C63D8B2DA3BD5F51B33BCB0232BDE4D8EC3D1FFEE4BDB261E7BDE6D4ED3D9BB498BDC218B93C67A526BC3E60CBBCCBA0D7BC905E993D6994B83BA2FDEABD227D8EBD0D8F24BD67E9723D0E319CBD0E95E33DF007D7BC0E5BADBC6E1EBD3D2F9E723D9AB3CC3DE29C8B3D396F12BD9722A0BDAFA90FBC04C2C73D820222BD46D4DFBD43E1453DC9F4EA3DFA6B09BDDDD9C7BD58EDDABD13F0F13C843412BC3CC473BD3E25C33C0751373D1DF5BF3D0D63BB3D978290BC92D2D4BD0119DABDC05AE13D5C63553DA16B523D38D4D0BD9980DF3D60A6E43DDFE9D93D609BCBBD112436BD81FFA5BD0C8FE43D146A4FBD1F635CBDFEE67C3D414D5FBDD9BF6DBD75E528BC379839BC7803BCBDA136C93DFFEF54BD333A2B3D22EED13D5871733DB6AF883CB25CCD3DADC7813C31555FBD5B53E43DFF7FE43C4D7DEBBD026D09BDEE67A4BDC19CD33D17709FBC3D01DCBD25C3F2BB9E93973D21D2FA3C3DA3183D8D53333C65F7333D033BEBBC810640BDB599E1BD21D3B5BD1836513D76E98EBDFD818A3C5C141A3D9BB6083C317C9CBD8ED1E63DA6598CBD9D84C63DD000C0BDFA3BE8BCB54A833DB63A45BD85C0CA3DC417A6BDBFAFCABDBAAA59BD2E109C3C9A3BDE3D3B7366BD38A22C3DAD0AF2BCE65DD1BCE178B13DC70CBBBD9E154D3CF1F9E23DA9A984BC8266BB3D08A814BDF348C23D5879E9BD6A248BBC5293A9BC16711C3D34623D3DD251B93D25D68FBC4C2399BB1249A53D4F9C02BD6295D33D28B3A0BD81F050BC016BCFBBC764573DEF02A53D7B0699BC1BF6C7BDE12E6F3D7765103D57E8413DFAE294BD71569B3DC09AE43D648B273CEC70E1BD816EA93DBEF4B2BD4AEDDD3C8B4B8C3C05EE61BD9114283D25E1D7BD27E3DB3C850299BDDACA50BCB05D783CE39FCD3D8D5066BD949F9A3D434975BC9D4165BDE92CD2BD9173DDBDC1B6EB3D88C7F0BCBEE3C03BF1DE023D400FA43D67FECD3D13BFC33DA3D1B2BDDDAD9ABC3FD28EBDA5E689BD2302E53C1F8DE23D8F5AC1BD5512923DF9457ABDCC0ABCBC7795BF3D625ADABC2CD12F3CC7B7A8BD6A74CD3D889A79BC1B87B0BD4A580D3D4B9CABBD2E85BFBD1C41EB3B2B5CBF3DFF9908BD1233633DAF67CF3D8615A03D16377DBD7AA953BC75E717BD1815C2BD6B3C4C38699BB53D4C59CB3DDC26343CD945DB3CABFA50BD2730B63DF8DC48BD29A9A7BDC2AB943CC9AA903D7A9BD9BD492EDA3D14A62D3D6B19A9BD56F6CFBCF965D13DD82DB9BD69160DBD73521E3D7C73D3BD0950843D20477B3D38B1953DB8E099BDD864F03D82118FBD65F5F03D4AA1E7BD320BD7BDEC3D943D1BCD493C0DC8DE3B96A785BD0A7D4ABD09240DBD0D1FEBBD9CB0C83BFCBEAA3CA43ED1B865E21B3D8B03E53DDA58003DB7B530BD3EA946BD436C9ABD8F50A7BDBF7B9BBCA2C0AABC",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C",
      torch_tensor_8_torch.float32: "0x04000000F7251ABE7B94CEBDB7211F3E3CEE1FBE8B6962BCBCF2423E8E608E3D3E8CB23B",
      torch_tensor_1_8_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_1: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_2: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_5: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_6: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_8: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_9: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_10: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_11: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_12: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_13: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_14: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_15: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_16: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_17: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_18: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_19: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_20: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_21: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_22: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_23: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_2: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_3: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_4: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_5: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_6: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_7: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_8: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_9: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_10: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_11: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_12: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_13: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_14: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_15: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_16: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_17: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_18: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_19: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_20: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_21: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_22: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_23: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_32_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000000000000000000010000000000000002000000000000000300000000000000040000000000000005000000000000000600000000000000070000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000",
      torch_tensor_1_32_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_5: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_32_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000000000000000000010000000000000002000000000000000300000000000000040000000000000005000000000000000600000000000000070000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000",
      torch_tensor_1_32_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_24: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_25: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_26: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_27: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_28: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_29: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_30: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_31: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_24: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_25: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_26: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_27: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_28: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_29: "0x080000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000002000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_30: "0x080000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_1_16_torch.int64_31: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_32: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_33: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_34: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_35: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_36: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_8_torch.int64_37: "0x0800000000000000000000000000000000000000010000000000000001000000000000000200000000000000020000000000000003000000000000000300000000000000",
      torch_tensor_1_8_torch.int64_38: "0x0800000000000000000000000100000000000000000000000000000001000000000000000000000000000000010000000000000000000000000000000100000000000000",
      torch_tensor_1_8_torch.int64_39: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
