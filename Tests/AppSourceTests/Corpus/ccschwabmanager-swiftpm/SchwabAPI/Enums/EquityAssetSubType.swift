//
//  WorkflowEnum.swift
//  ccSchwabManager
//
//  Created by Harold Tomlinson on 2024-12-31.
//

import Foundation

public enum EquityAssetSubType: String, Codable, CaseIterable
{

    case COE
    case PRF
    case ADR
    case GDR
    case CEF
    case ETF
    case ETN
    case UIT
    case WAR
    case RGT

}
