//
//  MASConstants.m
//  MASFoundation
//
//  Copyright (c) 2016 CA. All rights reserved.
//
//  This software may be modified and distributed under the terms
//  of the MIT license. See the LICENSE file for details.
//

#import <Foundation/Foundation.h>


NSString *const _Nonnull MASNotStartedYet = @"MAS not started yet";


NSString *const _Nonnull MASFileNameKey = @"MASFileNameKey";


NSString *const _Nonnull MASOTPSuspensionTimeKey = @"MASOTPSuspensionTimeKey";


NSString *const _Nonnull MASResponseInfoHeaderInfoKey = @"MASResponseInfoHeaderInfoKey";


NSString *const _Nonnull MASNSHTTPURLResponseObjectKey = @"MASNSHTTPURLResponseObjectKey";


NSString *const _Nonnull MASHeaderInfoErrorKey = @"x-ca-err";


NSString *const _Nonnull MASResponseInfoBodyInfoKey = @"MASResponseInfoBodyInfoKey";


NSString *const _Nonnull MASGatewayMonitorStatusKey = @"MASGatewayMonitorStatusKey";
