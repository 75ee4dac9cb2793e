//
//  MASConfiguration+MASPrivate.h
//  MASFoundation
//
//  Copyright (c) 2016 CA. All rights reserved.
//
//  This software may be modified and distributed under the terms
//  of the MIT license. See the LICENSE file for details.
//

#import <MASFoundation/MASFoundation.h>


@interface MASConfiguration (MASPrivate)

// TO BE DELETED!
// NOT USED ANYMORE
// ALL IMPLEMENTATION IS DONE DIRECTLY IN THE MASConfiguration model object

@end
