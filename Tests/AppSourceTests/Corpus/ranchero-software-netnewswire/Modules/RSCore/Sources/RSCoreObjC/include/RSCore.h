//
//  RSCore.h
//  
//
//  Created by Maurice Parker on 11/20/20.
//

@import Foundation;

#import "../NSSharingService+Extension.h"
#import "../NSMenuItem+RSCore.h"
