//
//  Exports.swift
//  Supabase
//
//  Created by Guilherme Souza on 30/05/25.
//

import Helpers
