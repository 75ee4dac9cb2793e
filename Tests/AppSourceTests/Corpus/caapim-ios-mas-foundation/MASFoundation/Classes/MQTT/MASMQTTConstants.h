//
//  MASMQTTConstants.h
//  MASFoundation
//
//  Copyright (c) 2016 CA. All rights reserved.
//
//  This software may be modified and distributed under the terms
//  of the MIT license. See the LICENSE file for details.
//

NS_ASSUME_NONNULL_BEGIN

#ifndef MASMQTTConstants_h
#define MASMQTTConstants_h

static MQTTQualityOfService const defaultQoS = ExactlyOnce;
static BOOL const defaultRatain = NO;
static NSString *const topicApiVersion = @"1.0";

#endif /* MASMQTTConstants_h */

NS_ASSUME_NONNULL_END
