//
//  FlowSignatureType.swift
//  BloctoSDK
//
//  Created by Andrew Wang on 2022/7/20.
//

import Foundation

public enum FlowSignatureType {
    case accountProof
    case userSignature
}
