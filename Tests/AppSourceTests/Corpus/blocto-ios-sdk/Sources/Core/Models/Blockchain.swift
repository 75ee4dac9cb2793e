//
//  Blockchain.swift
//  BloctoSDK
//
//  Created by Andrew Wang on 2022/3/15.
//

import Foundation

public enum Blockchain: String {
    case solana
    case ethereum
    case binanceSmartChain = "bsc"
    case polygon
    case avalanche
    case flow
    case arbitrum
    case optimism
}
