//
//  WorkflowEnum.swift
//  ccSchwabManager
//
//  Created by Harold Tomlinson on 2024-12-31.
//

import Foundation

public enum QuoteType: String, Codable, CaseIterable
{

    case NBBO
    case NFL

}
