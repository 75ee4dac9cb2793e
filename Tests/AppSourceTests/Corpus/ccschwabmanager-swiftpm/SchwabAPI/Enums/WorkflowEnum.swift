//
//  WorkflowEnum.swift
//  ccSchwabManager
//
//  Created by Harold Tomlinson on 2024-12-31.
//

import Foundation

public enum WorkflowEnum: String, Codable, CaseIterable
{

    case Sell
    case Buy
    case Cntr
    case Rprt

}

