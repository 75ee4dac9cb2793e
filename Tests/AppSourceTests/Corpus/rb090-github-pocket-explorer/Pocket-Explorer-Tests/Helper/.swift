//
//  DeeplinkHelperTest.swift
//  Pocket-Explorer
//
//  Created by Roxana Bucura on 03.09.25.
//  Copyright © 2025 RB. All rights reserved.
//


class DeeplinkHelperTest {
    
}
