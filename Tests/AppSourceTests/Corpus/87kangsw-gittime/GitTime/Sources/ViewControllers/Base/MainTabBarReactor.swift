//
//  MainTabBarReactor.swift
//  GitTime
//
//  Created by Kanz on 20/05/2019.
//  Copyright © 2019 KanzDevelop. All rights reserved.
//

import ReactorKit
import RxCocoa
import RxSwift

final class MainTabBarReactor: Reactor {
    typealias Action = NoAction
    
    struct State { }
    
    let initialState: State = State()
}
