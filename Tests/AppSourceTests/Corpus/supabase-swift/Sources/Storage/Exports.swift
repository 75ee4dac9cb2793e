//
//  Exports.swift
//  Supabase
//
//  Created by Guilherme Souza on 30/05/25.
//

@_exported import Helpers
